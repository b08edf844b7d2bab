import type { Condition } from '../declarations.gen';

/** Form values keyed by field name; empty strings and null count as not set. */
export type Values = Record<string, unknown>;

/** Whether a value counts as filled in (the engine drops everything else before conditions, rules and payloads). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The field names a condition reads, each with the JSON pointer (relative to the condition) where it is named. */
export function conditionFields(cond: Condition, at = ''): { field: string; pointer: string }[] {
  switch (cond.op) {
    case 'equals':
    case 'oneOf':
    case 'set':
      return [{ field: cond.field, pointer: `${at}/field` }];
    case 'not':
      return conditionFields(cond.condition, `${at}/condition`);
    case 'all':
    case 'any':
      return cond.conditions.flatMap((c, i) => conditionFields(c, `${at}/conditions/${i}`));
  }
}
