import { type ApiContracts, type EndpointJson, type ShapeJson, pathParameterNames } from './contract-json';

// Turns the contracts (schemas/api/*.json) into TypeScript: one declaration per named shape, the ApiEndpoints map and
// the runtime table of methods and paths. Deterministic, so a test can compare it with the file on disk.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const literal = (value: unknown): string => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));
const key = (name: string): string => (IDENTIFIER.test(name) ? name : literal(name));
const union = (parts: string[]): string => [...new Set(parts)].join(' | ') || 'never';
const grouped = (type: string): string => (/[|&]/.test(type) ? `(${type})` : type);

function comment(text: unknown, indent: string): string {
  return typeof text === 'string' && text !== '' ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

function refName(ref: string, types: ApiContracts['types']): string {
  const name = ref.replace(/#$/, '');
  if (!Object.hasOwn(types, name)) throw new Error(`schemas/api: $ref ${ref} names no declared type`);
  return name;
}

function objectType(shape: ShapeJson, indent: string, types: ApiContracts['types']): string {
  const properties = (shape['properties'] ?? {}) as Record<string, ShapeJson>;
  const required = new Set((shape['required'] ?? []) as string[]);
  const extra = shape['additionalProperties'];
  const names = Object.keys(properties);
  if (names.length === 0) {
    if (extra === false) return 'Record<string, never>';
    return typeof extra === 'object' && extra !== null ? `Record<string, ${tsType(extra as ShapeJson, indent, types)}>` : 'Record<string, unknown>';
  }
  const inner = `${indent}  `;
  const lines = names.map((name) => {
    const property = properties[name]!;
    return `${comment(property['description'], inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${tsType(property, inner, types)};\n`;
  });
  // Declared open (additionalProperties: true, or patternProperties): other keys are allowed, of any value.
  if (extra === true || shape['patternProperties'] !== undefined) lines.push(`${inner}[key: string]: unknown;\n`);
  return `{\n${lines.join('')}${indent}}`;
}

function singleType(type: string, shape: ShapeJson, indent: string, types: ApiContracts['types']): string {
  switch (type) {
    case 'string':
      return shape['format'] === 'binary' ? 'Blob' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `${grouped(tsType((shape['items'] ?? {}) as ShapeJson, indent, types))}[]`;
    case 'object':
      return objectType(shape, indent, types);
    default:
      throw new Error(`schemas/api: unknown type ${type}`);
  }
}

/** The TypeScript type of one shape. */
export function tsType(shape: ShapeJson, indent: string, types: ApiContracts['types']): string {
  const own = ownType(shape, indent, types);
  const allOf = shape['allOf'] as ShapeJson[] | undefined;
  if (allOf === undefined) return own;
  const parts = allOf.map((part) => grouped(tsType(part, indent, types)));
  return (own === 'unknown' ? parts : [grouped(own), ...parts]).join(' & ');
}

function ownType(shape: ShapeJson, indent: string, types: ApiContracts['types']): string {
  if (typeof shape['$ref'] === 'string') return refName(shape['$ref'], types);
  if ('const' in shape) return literal(shape['const']);
  if (Array.isArray(shape['enum'])) return union(shape['enum'].map(literal));
  const alternatives = (shape['anyOf'] ?? shape['oneOf']) as ShapeJson[] | undefined;
  if (alternatives !== undefined) return union(alternatives.map((part) => tsType(part, indent, types)));
  const declared = shape['type'];
  const list = Array.isArray(declared) ? (declared as string[]) : typeof declared === 'string' ? [declared] : [];
  if (list.length === 0) return shape['properties'] !== undefined ? objectType(shape, indent, types) : 'unknown';
  return union(list.map((type) => singleType(type, shape, indent, types)));
}

function declaration(name: string, shape: ShapeJson, types: ApiContracts['types']): string {
  const type = tsType(shape, '', types);
  const doc = comment(shape['description'], '');
  return type.startsWith('{\n') ? `${doc}export interface ${name} ${type}\n` : `${doc}export type ${name} = ${type};\n`;
}

function endpointEntry(name: string, endpoint: EndpointJson, types: ApiContracts['types']): string {
  const indent = '    ';
  const part = (shape: ShapeJson | undefined, absent: string) => (shape === undefined ? absent : tsType(shape, indent, types));
  // Every 2xx the endpoint declares is an answer the caller may get; a 204 alone is void, among others undefined.
  const successes = Object.keys(endpoint.response).sort().filter((status) => status.startsWith('2'));
  const answer = successes.every((status) => status === '204') ? 'void'
    : union(successes.map((status) => (status === '204' ? 'undefined' : tsType(endpoint.response[status]!, indent, types))));
  const params = pathParameterNames(endpoint.path);
  return `${comment(`${endpoint.method} ${endpoint.path}: ${endpoint.description}`, '  ')}  ${name}: {
    method: ${literal(endpoint.method)};
    path: ${literal(endpoint.path)};
    params: ${params.length === 0 ? 'Record<string, never>' : part(endpoint.params, `{ ${params.map((p) => `${p}: string`).join('; ')} }`)};
    query: ${part(endpoint.query, 'Record<string, never>')};
    body: ${part(endpoint.body, 'undefined')};
    response: ${answer};
  };\n`;
}

/** The generated module's text: portal/api/contracts.gen.ts. */
export function generateContractTypes(contracts: ApiContracts): string {
  const { types, endpoints } = contracts;
  const names = Object.keys(endpoints);
  const table = names.map((name) => {
    const { method, path, aliases } = endpoints[name]!;
    const also = aliases === undefined ? '' : `, aliases: [${aliases.map(literal).join(', ')}]`;
    return `  ${name}: { method: ${literal(method)}, path: ${literal(path)}${also} },\n`;
  });
  return [
    '// Generated from schemas/api/*.json by `npm run contracts`: do not edit. A test fails when this file is stale.\n',
    ...Object.entries(types).map(([name, shape]) => declaration(name, shape, types)),
    `/** Every endpoint: method, path, path parameters, query, body and the answer's type (any of its 2xx). */\nexport interface ApiEndpoints {\n${names.map((name) => endpointEntry(name, endpoints[name]!, types)).join('')}}\n`,
    `/** Method and path of every endpoint, for building URLs and registering routes. */\nexport const API_ENDPOINTS = {\n${table.join('')}} as const;\n`,
  ].join('\n');
}
