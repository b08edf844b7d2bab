import type { Values } from '../conditions/condition';
import { isSet } from '../conditions/condition';
import type { Definition } from '../model/definition';
import type { ListPayloadJson } from '../declarations.gen';

/** A list body read back into form values, with what does not fit. */
export interface DecodedListBody {
  values: Values;
  /** Entries whose key names no field (by their key value, or their index when it is not text). */
  unknown: string[];
  /** Entries that are not `{ key, value }` objects, or name a field twice (by index or key). */
  malformed: string[];
}

/**
 * The list body of a template form: `{ [list]: [{ [key]: param, [value]: value }] }` in field order. Unset fields are
 * left out or sent as the template's `unset` value; with `valueAs: "string"` values are sent as text.
 */
export function buildListPayload(def: Definition, payload: ListPayloadJson, values: Values): Record<string, unknown> {
  const entries: Record<string, unknown>[] = [];
  for (const f of def.fields) {
    const raw = Object.hasOwn(values, f.name) ? values[f.name] : undefined;
    if (!isSet(raw) && payload.unset === 'skip') continue;
    const value = isSet(raw) ? raw : payload.unset;
    entries.push({ [payload.key]: f.param, [payload.value]: payload.valueAs === 'string' ? String(value) : value });
  }
  return { [payload.list]: entries };
}

// "true"/"false" back to booleans and numeric text back to numbers for fields of those types; anything else as sent.
function fromText(type: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if ((type === 'integer' || type === 'number') && /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/.test(value)) return Number(value);
  return value;
}

/**
 * The inverse of buildListPayload for the server: each entry's key names a field by its parameter; the values are then
 * validated with validateValues like any form. Fields the list leaves out are absent from the values.
 */
export function decodeListBody(def: Definition, payload: ListPayloadJson, list: readonly unknown[]): DecodedListBody {
  const byParam = new Map(def.fields.map((f) => [f.param, f]));
  const values: Values = {};
  const unknown: string[] = [];
  const malformed: string[] = [];
  list.forEach((entry, index) => {
    const ok = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
    const record = entry as Record<string, unknown>;
    // Stryker disable next-line ArrayDeclaration: when !ok the entry is malformed whatever the keys are
    const keys = ok ? Object.keys(record) : [];
    if (!ok || keys.length !== 2 || !keys.includes(payload.key) || !keys.includes(payload.value)) return void malformed.push(String(index));
    const key = record[payload.key];
    const field = byParam.get(key as string); // parameters are text: any other key finds nothing
    if (!field) return void unknown.push(typeof key === 'string' ? key : String(index));
    if (Object.hasOwn(values, field.name)) return void malformed.push(field.param);
    const value = record[payload.value];
    values[field.name] = (payload.valueAs === 'string' ? fromText(field.schema.type, value) : value) as Values[string];
  });
  return { values, unknown, malformed };
}
