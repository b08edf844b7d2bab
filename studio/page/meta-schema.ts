// The definition meta-schema (schemas/meta/) read as a form: the studio's editor renders it and writes files in the key
// order it declares. Shared by the page (studio/page/DefinitionEditor.tsx) and the server (studio/server/definition-file.ts).
import { formatDefinitionJson, rewriteDefinitionText } from '@ombudsportalen/engine';

/** A JSON Schema node as the meta-schemas write them (only the keywords the editor reads). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode | boolean>;
  additionalProperties?: SchemaNode | boolean;
  required?: string[];
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  allOf?: { if?: { properties?: Record<string, { const?: unknown; enum?: unknown[] }> }; then?: SchemaNode }[];
  description?: string;
  $defs?: Record<string, SchemaNode>;
}

/** The meta-schema files by name, e.g. definition.schema.json and access-rule.schema.json it refers to. */
export type MetaSchemas = Record<string, SchemaNode>;

/** A schema node with the file its local `#/$defs/…` references resolve in. */
export interface Located { node: SchemaNode; doc: string }

export const DEFINITION_META = 'definition.schema.json';

/** Follows `$ref` (local or into another meta-schema file) until a node without one; keeps the ref's description. */
export function resolve(metas: MetaSchemas, located: Located): Located {
  let { node, doc } = located;
  for (let hops = 0; node.$ref && hops < 20; hops++) {
    const [file, pointer = ''] = node.$ref.split('#');
    const nextDoc = file || doc;
    let target: unknown = metas[nextDoc];
    for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown> | undefined)?.[part];
    if (!target) break;
    const description = node.description;
    node = { ...(target as SchemaNode), ...(description ? { description } : {}) };
    doc = nextDoc;
  }
  return { node, doc };
}

/** The properties an object node declares for this value: its own, then those of the `allOf` if/then branch that matches. */
export function declaredProperties(metas: MetaSchemas, located: Located, value: unknown): [string, Located][] {
  const { node, doc } = resolve(metas, located);
  const own = Object.entries(node.properties ?? {});
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const branches = (node.allOf ?? []).filter((b) => Object.entries(b.if?.properties ?? {}).every(([k, test]) =>
    'const' in test ? obj[k] === test.const : !test.enum || test.enum.includes(obj[k])));
  const all = [...own, ...branches.flatMap((b) => Object.entries(b.then?.properties ?? {}))];
  const seen = new Map<string, Located>();
  for (const [key, child] of all) {
    if (child === true && seen.has(key)) continue; // `op: true` in a branch keeps the declared op
    seen.set(key, { node: child === true || child === false ? {} : child, doc });
  }
  return [...seen];
}

/** The required keys of an object node for this value (its own and the matching branch's). */
export function requiredKeys(metas: MetaSchemas, located: Located, value: unknown): string[] {
  const { node } = resolve(metas, located);
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const branches = (node.allOf ?? []).filter((b) => Object.entries(b.if?.properties ?? {}).every(([k, test]) =>
    'const' in test ? obj[k] === test.const : !test.enum || test.enum.includes(obj[k])));
  return [...new Set([...(node.required ?? []), ...branches.flatMap((b) => b.then?.required ?? [])])];
}

/**
 * The value with every object's keys in the order the meta-schema declares them, unknown keys after in their own order.
 * Maps (additionalProperties) and free objects (a golden example's payload, compared byte for byte) keep their order.
 * With `original` (the file's JSON before an edit), its keys keep their order and a new key goes after its declared
 * predecessor, so rewriting the file's text changes only the edited lines.
 */
export function orderByMetaSchema(metas: MetaSchemas, located: Located, value: unknown, original?: unknown): unknown {
  if (Array.isArray(value)) {
    const items = resolve(metas, located).node.items;
    const before = Array.isArray(original) ? original : [];
    return value.map((v, i) => (items ? orderByMetaSchema(metas, { node: items, doc: located.doc }, v, before[i]) : v));
  }
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const old = original && typeof original === 'object' && !Array.isArray(original) ? original as Record<string, unknown> : undefined;
  const { node, doc } = resolve(metas, located);
  const declared = new Map(declaredProperties(metas, { node, doc }, obj));
  const extra = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  const canonical = [...[...declared.keys()].filter((k) => k in obj), ...Object.keys(obj).filter((k) => !declared.has(k))];
  const keys = old ? Object.keys(old).filter((k) => k in obj) : [];
  canonical.forEach((k, n) => {
    if (keys.includes(k)) return;
    const predecessor = canonical.slice(0, n).findLast((p) => keys.includes(p));
    keys.splice(predecessor === undefined ? 0 : keys.indexOf(predecessor) + 1, 0, k);
  });
  return Object.fromEntries(keys.map((k) => {
    const child = declared.get(k) ?? (extra ? { node: extra, doc } : undefined);
    return [k, child ? orderByMetaSchema(metas, child, obj[k], old?.[k]) : obj[k]];
  }));
}

const ROOT = (metas: MetaSchemas): Located => ({ node: metas[DEFINITION_META]!, doc: DEFINITION_META });

/** A new definition file's text: meta-schema key order, written as the engine writes definitions (formatDefinitionJson). */
export function definitionText(metas: MetaSchemas, json: unknown): string {
  return formatDefinitionJson(orderByMetaSchema(metas, ROOT(metas), json));
}

/**
 * The text a save writes: into the file's current `text` only the changed values (migrate's writer), so a one-field
 * change is a one-line diff; a new file (or one that is not JSON) as definitionText.
 */
export function savedDefinitionText(metas: MetaSchemas, json: unknown, text?: string): string {
  if (text !== undefined) {
    try {
      return rewriteDefinitionText(text, orderByMetaSchema(metas, ROOT(metas), json, JSON.parse(text)));
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e; // a file that is not JSON is written anew
    }
  }
  return definitionText(metas, json);
}
