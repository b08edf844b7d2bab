import { type ApiContracts, pathParameterNames } from './contract-json';
import type { EndpointJson, ShapeJson } from './declarations.gen';

// Turns JSON Schemas into TypeScript: the contracts (schemas/api/*.json) into one declaration per named shape, the
// ApiEndpoints map and the runtime table of methods and paths; the meta-schemas (schemas/meta/*.schema.json) into the
// types of the declarations they describe. Deterministic, so a test can compare each output with the file on disk.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const literal = (value: unknown): string => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));
const key = (name: string): string => (IDENTIFIER.test(name) ? name : literal(name));
const union = (parts: string[]): string => [...new Set(parts)].join(' | ') || 'never';
// Whether a type joins parts with | or & outside any braces, brackets or parentheses (and so needs grouping).
function joinsParts(type: string): boolean {
  let depth = 0;
  for (const char of type) {
    if ('{[(<'.includes(char)) depth += 1;
    else if ('}])>'.includes(char)) depth -= 1;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}

const grouped = (type: string): string => (joinsParts(type) ? `(${type})` : type);

function comment(text: unknown, indent: string): string {
  return typeof text === 'string' && text !== '' ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

/** Where a schema is read: how its $refs resolve to type names, and whether its types are read-only. */
export interface TypeScope {
  ref(ref: string, indent: string): string;
  readonly?: boolean;
}

/** The contracts' scope: a $ref names a shape declared under some file's types ("AgencyInfo", "AgencyInfo#"). */
export function contractScope(types: ApiContracts['types']): TypeScope {
  return {
    ref(ref) {
      const name = ref.replace(/#$/, '');
      if (!Object.hasOwn(types, name)) throw new Error(`schemas/api: $ref ${ref} names no declared type`);
      return name;
    },
  };
}

// A part that only constrains (required, not, if/then, counts) and adds no type of its own.
const TYPE_KEYWORDS = ['$ref', 'const', 'enum', 'type', 'properties', 'items', 'anyOf', 'oneOf', 'allOf'];
const constrainsOnly = (shape: ShapeJson): boolean => typeof shape === 'object' && !TYPE_KEYWORDS.some((word) => word in shape);

function objectType(shape: ShapeJson, indent: string, scope: TypeScope): string {
  const properties = (shape['properties'] ?? {}) as Record<string, ShapeJson>;
  const required = new Set((shape['required'] ?? []) as string[]);
  const extra = shape['additionalProperties'];
  // Keys a propertyNames enum allows beyond the declared ones: any value.
  const allowed = ((shape['propertyNames'] as ShapeJson | undefined)?.['enum'] ?? []) as string[];
  const names = [...Object.keys(properties), ...allowed.filter((name) => !Object.hasOwn(properties, name))];
  const ro = scope.readonly === true ? 'readonly ' : '';
  if (names.length === 0) {
    if (extra === false) return 'Record<string, never>';
    const record = typeof extra === 'object' && extra !== null ? `Record<string, ${tsType(extra as ShapeJson, indent, scope)}>` : 'Record<string, unknown>';
    return ro === '' ? record : `Readonly<${record}>`;
  }
  const inner = `${indent}  `;
  const lines = names.map((name) => {
    const property = (properties[name] ?? true) as ShapeJson;
    return `${comment(property['description'], inner)}${inner}${ro}${key(name)}${required.has(name) ? '' : '?'}: ${tsType(property, inner, scope)};\n`;
  });
  // Declared open (additionalProperties: true, or patternProperties): other keys are allowed, of any value.
  if (extra === true || shape['patternProperties'] !== undefined) lines.push(`${inner}${ro}[key: string]: unknown;\n`);
  return `{\n${lines.join('')}${indent}}`;
}

function arrayType(shape: ShapeJson, indent: string, scope: TypeScope): string {
  const item = tsType((shape['items'] ?? {}) as ShapeJson, indent, scope);
  const ro = scope.readonly === true ? 'readonly ' : '';
  // A list of a fixed small length is a tuple: x-rangeTitles is [from, to].
  const length = shape['minItems'];
  if (typeof length === 'number' && length === shape['maxItems'] && length > 0 && length <= 4) return `${ro}[${Array(length).fill(item).join(', ')}]`;
  return `${ro}${grouped(item)}[]`;
}

function singleType(type: string, shape: ShapeJson, indent: string, scope: TypeScope): string {
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
      return arrayType(shape, indent, scope);
    case 'object':
      return objectType(shape, indent, scope);
    default:
      throw new Error(`schemas/api: unknown type ${type}`);
  }
}

/**
 * An allOf of if/then parts that each fix one property (`if: { properties: { op: { const } } }`) and together cover
 * every value of its enum: a discriminated union, one member per part (the condition of a definition).
 */
function discriminatedMembers(shape: ShapeJson): ShapeJson[] | undefined {
  const parts = shape['allOf'] as ShapeJson[] | undefined;
  const properties = (shape['properties'] ?? {}) as Record<string, ShapeJson>;
  if (parts === undefined || !parts.every((part) => part['if'] !== undefined && part['then'] !== undefined)) return undefined;
  const tests = parts.map((part) => Object.entries(((part['if'] as ShapeJson)['properties'] ?? {}) as Record<string, ShapeJson>));
  if (!tests.every((test) => test.length === 1)) return undefined;
  const name = tests[0]![0]![0];
  const values = tests.flatMap((test) => (test[0]![0] === name ? (test[0]![1]['enum'] as unknown[] | undefined) ?? ['const' in test[0]![1] ? test[0]![1]['const'] : undefined] : []));
  const all = properties[name]?.['enum'] as unknown[] | undefined;
  if (all === undefined || values.length !== all.length || !all.every((value) => values.includes(value))) return undefined;
  const { allOf: _parts, ...base } = shape;
  return parts.flatMap((part, index) => {
    const then = part['then'] as ShapeJson;
    const test = tests[index]![0]![1];
    // One member per value, so a test of one value narrows to its member.
    return ((test['enum'] as unknown[] | undefined) ?? [test['const']]).map((value) => ({
      ...base,
      ...then,
      properties: { ...properties, ...(then['properties'] as object | undefined), [name]: { const: value } },
      required: [...new Set([...((base['required'] ?? []) as string[]), ...((then['required'] ?? []) as string[])])],
    }));
  });
}

/** The TypeScript type of one shape. */
export function tsType(shape: ShapeJson | boolean, indent: string, scope: TypeScope): string {
  if (shape === true) return 'unknown';
  if (shape === false) return 'never';
  const members = discriminatedMembers(shape);
  if (members !== undefined) return union(members.map((member) => tsType(member, indent, scope)));
  const own = ownType(shape, indent, scope);
  const allOf = (shape['allOf'] as ShapeJson[] | undefined)?.filter((part) => !constrainsOnly(part));
  if (allOf === undefined || allOf.length === 0) return own;
  const parts = allOf.map((part) => grouped(tsType(part, indent, scope)));
  return (own === 'unknown' ? parts : [grouped(own), ...parts]).join(' & ');
}

function ownType(shape: ShapeJson, indent: string, scope: TypeScope): string {
  if (typeof shape['$ref'] === 'string') return scope.ref(shape['$ref'], indent);
  if ('const' in shape) return literal(shape['const']);
  if (Array.isArray(shape['enum'])) return union(shape['enum'].map(literal));
  const alternatives = ((shape['anyOf'] ?? shape['oneOf']) as ShapeJson[] | undefined)?.filter((part) => !constrainsOnly(part));
  if (alternatives !== undefined && alternatives.length > 0) return union(alternatives.map((part) => tsType(part, indent, scope)));
  const declared = shape['type'];
  const list = Array.isArray(declared) ? (declared as string[]) : typeof declared === 'string' ? [declared] : [];
  if (list.length === 0) return shape['properties'] !== undefined ? objectType(shape, indent, scope) : 'unknown';
  return union(list.map((type) => singleType(type, shape, indent, scope)));
}

function declaration(name: string, shape: ShapeJson, scope: TypeScope): string {
  const type = tsType(shape, '', scope);
  const doc = comment(shape['description'], '');
  // A type alias, not an interface: an object type then converts from a JSON record with one cast the compiler checks.
  return `${doc}export type ${name} = ${type};\n`;
}

function endpointEntry(name: string, endpoint: EndpointJson, scope: TypeScope): string {
  const indent = '    ';
  const part = (shape: ShapeJson | undefined, absent: string) => (shape === undefined ? absent : tsType(shape, indent, scope));
  // Every 2xx the endpoint declares is an answer the caller may get; a 204 alone is void, among others undefined.
  const successes = Object.keys(endpoint.response).sort().filter((status) => status.startsWith('2'));
  const answer = successes.every((status) => status === '204') ? 'void'
    : union(successes.map((status) => (status === '204' ? 'undefined' : tsType(endpoint.response[status]!, indent, scope))));
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
  const scope = contractScope(types);
  const names = Object.keys(endpoints);
  const table = names.map((name) => {
    const { method, path, aliases } = endpoints[name]!;
    const also = aliases === undefined ? '' : `, aliases: [${aliases.map(literal).join(', ')}]`;
    return `  ${name}: { method: ${literal(method)}, path: ${literal(path)}${also} },\n`;
  });
  return [
    '// Generated from schemas/api/*.json by `npm run contracts`: do not edit. A test fails when this file is stale.\n',
    ...Object.entries(types).map(([name, shape]) => declaration(name, shape, scope)),
    `/** Every endpoint: method, path, path parameters, query, body and the answer's type (any of its 2xx). */\nexport interface ApiEndpoints {\n${names.map((name) => endpointEntry(name, endpoints[name]!, scope)).join('')}}\n`,
    `/** Method and path of every endpoint, for building URLs and registering routes. */\nexport const API_ENDPOINTS = {\n${table.join('')}} as const;\n`,
  ].join('\n');
}

/** One meta-schema's part in a generated module. */
export interface DeclarationSchema {
  /** The file in schemas/meta. */
  file: string;
  /** The type of a whole file written in this format. */
  root?: string;
  /** The $defs declared under a name of their own, in this order; the others are written out where they are used. */
  defs?: Record<string, string>;
  /** $defs this meta-schema reads as plain text (its own or another's): the portal declares the names, the engine reads them as data. */
  plain?: string[];
  /** Declarations are read, never changed: read-only properties and lists. */
  readonly?: boolean;
}

/** One generated module: its path and the meta-schemas it types. */
export interface DeclarationModule {
  path: string;
  /** The specifier a module of another folder imports its types by (a package's entry); default: a relative path. */
  importAs?: string;
  description: string;
  schemas: DeclarationSchema[];
}

/**
 * The engine's own declaration types, generated from schemas/meta by `contracts`: definitions, templates and the access
 * rule language, and the API contract file format the contracts command reads. An application adds its own modules
 * (CliOptions.declarations; the portal's are in portal/api/declaration-modules.ts).
 */
export const ENGINE_DECLARATION_MODULES: readonly DeclarationModule[] = [
  {
    path: 'engine/declarations.gen.ts',
    importAs: '@ombudsportalen/engine/browser',
    description: 'definitions, form templates and the access rule language',
    schemas: [
      { file: 'access-rule.schema.json', defs: { rule: 'AccessRule', roles: 'RoleSelector' }, plain: ['role', 'rolePrefix', 'segment'], readonly: true },
      {
        file: 'definition.schema.json',
        root: 'DefinitionJson',
        plain: ['role', 'segment'],
        defs: {
          scalar: 'Scalar', messageCode: 'DeclaredMessageCode', condition: 'Condition', widget: 'WidgetKind', computedDefault: 'ComputedDefault',
          option: 'OptionJson', maxSpan: 'MaxSpan', field: 'FieldJson', formatType: 'FormatType', report: 'ReportJson', transform: 'TransformJson',
          layoutSection: 'LayoutSectionJson', payload: 'PayloadJson', columnKind: 'ColumnKind', dataset: 'DatasetJson', datasetBinding: 'BindingJson',
          noData: 'NoDataJson', datasetColumn: 'ColumnJson', datasetSource: 'DatasetSourceJson', measure: 'MeasureJson', datasetChart: 'ChartJson', exampleContext: 'ExampleContextJson', example: 'ExampleJson',
        },
      },
      { file: 'form-template.schema.json', root: 'FormTemplateJson', defs: { itemTest: 'ItemTest', variant: 'FieldVariant', listPayload: 'ListPayloadJson' } },
    ],
  },
  {
    path: 'engine/api/declarations.gen.ts',
    description: 'API contract files (schemas/api/*.json)',
    schemas: [{ file: 'api.schema.json', root: 'ApiContractFile', defs: { shape: 'ShapeJson', endpoint: 'EndpointJson' } }],
  },
];

// Another folder imports a module by its importAs (a package's entry); the same folder by a relative path.
function importSpecifier(from: string, to: DeclarationModule): string {
  const sameFolder = from.split('/')[0] === to.path.split('/')[0];
  return to.importAs !== undefined && !sameFolder ? to.importAs : relativeImport(from, to.path);
}

function relativeImport(from: string, to: string): string {
  const dir = from.split('/').slice(0, -1);
  const target = to.replace(/\.ts$/, '').split('/');
  let same = 0;
  while (same < dir.length && dir[same] === target[same]) same += 1;
  return `${dir.length === same ? './' : '../'.repeat(dir.length - same)}${target.slice(same).join('/')}`;
}

/**
 * The generated module's text (one of `modules`): a type per named $def and per file format, each $ref to another
 * meta-schema resolved to its type (imported when another of `modules` declares it).
 */
export function generateDeclarationTypes(module: DeclarationModule, schemaOf: (file: string) => ShapeJson, modules: readonly DeclarationModule[] = ENGINE_DECLARATION_MODULES): string {
  const homes = new Map<string, { name: string; module: DeclarationModule }>();
  const settings = new Map<string, DeclarationSchema>();
  for (const each of modules) {
    for (const schema of each.schemas) {
      settings.set(schema.file, schema);
      if (schema.root !== undefined) homes.set(`${schema.file}#`, { name: schema.root, module: each });
      for (const [def, name] of Object.entries(schema.defs ?? {})) homes.set(`${schema.file}#/$defs/${def}`, { name, module: each });
    }
  }
  const imports = new Map<string, Set<string>>();
  const scopeOf = (file: string): TypeScope => ({
    readonly: settings.get(file)?.readonly === true,
    ref(ref, indent) {
      const [target = '', pointer = ''] = ref.split('#');
      const home = target === '' ? file : target;
      const where = `${home}#${pointer}`;
      const named = homes.get(where);
      if (named !== undefined) {
        if (named.module !== module) {
          const specifier = importSpecifier(module.path, named.module);
          imports.set(specifier, (imports.get(specifier) ?? new Set()).add(named.name));
        }
        return named.name;
      }
      const def = /^\/\$defs\/([A-Za-z0-9_]+)$/.exec(pointer)?.[1];
      const shape = def === undefined ? undefined : ((schemaOf(home)['$defs'] ?? {}) as Record<string, ShapeJson>)[def];
      if (shape === undefined) throw new Error(`schemas/meta/${file}: $ref ${ref} names nothing`);
      // Plain where the referring meta-schema says so: the engine reads roles and segments as text (the application names them).
      return settings.get(file)?.plain?.includes(def!) === true ? 'string' : tsType(shape, indent, scopeOf(home));
    },
  });
  const declarations = module.schemas.flatMap((schema) => {
    const json = schemaOf(schema.file);
    const scope = scopeOf(schema.file);
    const defs = (json['$defs'] ?? {}) as Record<string, ShapeJson>;
    const named = Object.entries(schema.defs ?? {}).map(([def, name]) => {
      if (!Object.hasOwn(defs, def)) throw new Error(`schemas/meta/${schema.file}: no $defs/${def}`);
      return declaration(name, defs[def]!, scope);
    });
    return schema.root === undefined ? named : [declaration(schema.root, { ...json, description: json['description'] ?? json['title'] }, scope), ...named];
  });
  const importLines = [...imports].sort(([a], [b]) => a.localeCompare(b))
    .map(([specifier, names]) => `import type { ${[...names].sort().join(', ')} } from '${specifier}';\n`);
  return [
    `// Generated from schemas/meta/*.schema.json by \`npm run contracts\`: do not edit. A test fails when this file is stale.\n// The types of ${module.description}.\n${importLines.join('')}`,
    ...declarations,
  ].join('\n');
}
