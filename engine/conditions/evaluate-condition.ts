import { type Values, isSet } from './condition';
import type { Condition } from '../declarations.gen';

/** Evaluates a condition against (already pruned) values; the only place condition semantics live in JS. */
export function evaluateCondition(cond: Condition, values: Values): boolean {
  switch (cond.op) {
    case 'equals':
      return values[cond.field] === cond.value;
    case 'oneOf':
      return cond.values.some((v) => values[cond.field] === v);
    case 'set':
      return isSet(values[cond.field]);
    case 'not':
      return !evaluateCondition(cond.condition, values);
    case 'all':
      return cond.conditions.every((c) => evaluateCondition(c, values));
    case 'any':
      return cond.conditions.some((c) => evaluateCondition(c, values));
  }
}
