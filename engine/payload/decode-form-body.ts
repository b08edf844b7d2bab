import type { Values } from '../conditions/condition';
import type { Definition } from '../model/definition';

/** A form body read back into form values: what buildFormPayload would have been given, plus what does not fit. */
export interface DecodedFormBody {
  values: Values;
  /** Keys that are no field of the definition, or not where the payload puts them ("group.key" inside a group). */
  unknown: string[];
  /** Group keys whose value is not an object. */
  malformed: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The inverse of buildFormPayload's shape for plain forms: top-level keys are fields by parameter name, and each
 * x-payload.nest group is an object holding exactly its members. Read-only (x-submit: false) fields are accepted by
 * name, so the caller can check that they are unchanged. Types and rules are left to validateValues.
 */
export function decodeFormBody(def: Definition, body: Record<string, unknown>): DecodedFormBody {
  // Maps, not the definition's objects: a client key such as "constructor" must never find an inherited member.
  const groups = new Map(Object.entries(def.payload?.nest ?? {}));
  const nested = new Set([...groups.values()].flat());
  const byParam = new Map(def.fields.map((f) => [f.param, f]));
  const values: Values = {};
  const unknown: string[] = [];
  const malformed: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const members = groups.get(key);
    if (members !== undefined) {
      if (!isObject(value)) {
        malformed.push(key);
        continue;
      }
      for (const [inner, innerValue] of Object.entries(value)) {
        const field = members.includes(inner) ? byParam.get(inner) : undefined;
        if (field === undefined) unknown.push(`${key}.${inner}`);
        else values[field.name] = innerValue;
      }
      continue;
    }
    const field = nested.has(key) ? undefined : byParam.get(key);
    if (field === undefined) unknown.push(key);
    else values[field.name] = value;
  }
  return { values, unknown, malformed };
}
