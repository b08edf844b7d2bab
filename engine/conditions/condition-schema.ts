import type { Condition } from '../declarations.gen';

/** The JSON-Schema twin of evaluateCondition, used as `if` in compiled validators (kept equal by a property test). */
export function conditionToSchema(cond: Condition): Record<string, unknown> {
  switch (cond.op) {
    case 'equals':
      return { properties: { [cond.field]: { const: cond.value } }, required: [cond.field] };
    case 'oneOf':
      return { properties: { [cond.field]: { enum: cond.values } }, required: [cond.field] };
    case 'set':
      return { required: [cond.field] };
    case 'not':
      return { not: conditionToSchema(cond.condition) };
    case 'all':
      return { allOf: cond.conditions.map(conditionToSchema) };
    case 'any':
      return { anyOf: cond.conditions.map(conditionToSchema) };
  }
}
