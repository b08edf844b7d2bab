import { isSet, type Values } from '../conditions/condition';
import type { Definition } from '../model/definition';
import { periodEnd, periodStart } from './period-bounds';
import type { BindingJson } from '../declarations.gen';

/** A value bound to a named SQL parameter. */
export type SqlValue = string | number | null;

// The value of one binding: the first listed parameter that a field with a value sends, converted as asked.
function bindOne(def: Definition, values: Values, binding: BindingJson): SqlValue {
  for (const param of [binding.param].flat()) {
    const field = def.fields.find((f) => f.param === param && isSet(values[f.name]));
    if (!field) continue;
    const value = String(values[field.name]);
    switch (binding.as ?? 'value') {
      case 'periodStart':
        return periodStart(field.unit ?? 'date', value);
      case 'periodEnd':
        return periodEnd(field.unit ?? 'date', value);
      case 'integer':
        return Number(value);
      default:
        return value;
    }
  }
  return binding.default ?? null;
}

/**
 * The named SQL parameters of a report's dataset from validated form values (what the user chose, before transforms)
 * plus the built-ins the server supplies (agencyNumber, partnerId, today).
 */
export function datasetParameters(def: Definition, values: Values, builtins: Record<string, SqlValue>): Record<string, SqlValue> {
  const bound: Record<string, SqlValue> = { ...builtins };
  for (const [name, binding] of Object.entries(def.dataset?.parameters ?? {})) bound[name] = bindOne(def, values, binding);
  return bound;
}
