import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import accessRuleSchema from '../../schemas/meta/access-rule.schema.json';
import type { Problem } from '../model/problem';

// Meta-schemas are compiled once per content (lazily: importing the engine must compile nothing).
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The key the shared access-rule meta-schema is registered under: meta-schemas reference it relatively. */
export const ACCESS_RULE_SCHEMA = 'access-rule.schema.json';

function metaAjv(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strictTypes: false, verbose: true }); // strict keywords; type unions are fine in meta-schemas
    addFormats(ajv, ['date', 'regex']);
    // The shared rule language other meta-schemas reference by relative path (access-rule.schema.json#/$defs/rule).
    ajv.addSchema(accessRuleSchema, ACCESS_RULE_SCHEMA);
  }
  return ajv;
}

// What the meta-schema says a keyword is for, so a message says why (issue 40: no bare "must be equal to constant").
const described = (schema: unknown) => {
  const text = (schema as { description?: unknown } | undefined)?.description;
  return typeof text === 'string' ? `: ${text}` : '';
};

function locate(e: ErrorObject): { pointer: string; message: string } {
  if (e.keyword === 'required') {
    const missing = String(e.params.missingProperty);
    const property = (e.parentSchema as { properties?: Record<string, { $ref?: string }> } | undefined)?.properties?.[missing];
    return { pointer: `${e.instancePath}/${missing}`, message: `is required${described(property?.$ref ? refTarget(e, property.$ref) : property)}` };
  }
  if (e.keyword === 'const') return { pointer: e.instancePath, message: `must be ${JSON.stringify(e.params.allowedValue)}${described(e.parentSchema)}` };
  if (e.keyword === 'pattern') return { pointer: e.instancePath, message: `${e.message ?? 'must match its pattern'}${described(e.parentSchema)}` };
  if (e.keyword === 'additionalProperties') {
    return { pointer: `${e.instancePath}/${e.params.additionalProperty}`, message: 'is not a known keyword here' };
  }
  if (e.keyword === 'enum') return { pointer: e.instancePath, message: `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
  return { pointer: e.instancePath, message: e.message ?? e.keyword };
}

// A local $ref (#/$defs/x) of the meta-schema being checked.
let checking: object | undefined;
function refTarget(_e: ErrorObject, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], checking);
}

/** Plain JSON-Schema validation of a declaration against its meta-schema, as problems (one per pointer). */
export function checkAgainstSchema(metaSchema: object, json: unknown, file: string): Problem[] {
  const key = JSON.stringify(metaSchema);
  let validate = compiled.get(key);
  if (!validate) {
    const { $id: _id, ...withoutId } = metaSchema as { $id?: string }; // compiled per content, so ids must not clash
    validate = metaAjv().compile(withoutId);
    compiled.set(key, validate);
  }
  if (validate(json)) return [];
  checking = metaSchema;
  const located = (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(locate);
  // The deepest errors say most: drop one when another points inside it (e.g. a failed oneOf branch's "must be string").
  // Linear: every proper ancestor of every pointer goes into a set once, instead of comparing all pairs.
  const ancestors = new Set<string>();
  for (const { pointer } of located) {
    for (let cut = pointer.lastIndexOf('/'); cut >= 0; cut = pointer.lastIndexOf('/', cut - 1)) {
      const ancestor = pointer.slice(0, cut);
      if (ancestors.has(ancestor)) break; // its own ancestors are in already
      ancestors.add(ancestor);
      if (cut === 0) break;
    }
  }
  const deepest = located.filter((a) => !ancestors.has(a.pointer));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const { pointer, message } of deepest) {
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    problems.push({ file, pointer, message });
  }
  return problems.length ? problems : [{ file, pointer: '', message: 'does not match its meta-schema' }];
}
