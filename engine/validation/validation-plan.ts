import { conditionToSchema } from '../conditions/condition-schema';
import { formatMessage, type MessageCode } from '../model/message-catalogue';
import type { FieldModel, ValidationPlan } from '../model/definition';
import { fieldRules } from './field-rules';
import { ruleMessage } from './rule-messages';

// The `if` of a field that does not always exist: its condition and its role/segment visibility.
function visibilitySchema(f: FieldModel): Record<string, unknown> | undefined {
  const parts = [
    ...(f.condition ? [conditionToSchema(f.condition)] : []),
    ...(f.visibleTo ? [{ 'rule-visibleTo': f.visibleTo }] : []),
  ];
  return parts.length > 1 ? { allOf: parts } : parts[0];
}

/**
 * Derives the ajv schema and error table of a definition. Fields that always exist are plain properties; a field
 * with a condition or visibility lives in `if (visible) then { its rules, required }`, so a hidden field is never
 * validated (values are pruned first too, which keeps chained conditions exact).
 */
export function validationPlan(fields: FieldModel[], requiredMessage: MessageCode): ValidationPlan {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const allOf: unknown[] = [];
  const table: ValidationPlan['table'] = {};
  const rulesOf: ValidationPlan['rules'] = {};
  for (const f of fields) {
    const rules = (rulesOf[f.name] = fieldRules(f, byName));
    const requiredCode = f.schema['x-messages']?.required ?? requiredMessage;
    const requiredEntry = { code: requiredCode, message: formatMessage(requiredCode) };
    table[f.name] = Object.fromEntries([
      ['required', requiredEntry],
      ...Object.entries(rules).map(([k, arg]) => {
        const rule = k.startsWith('rule-') ? k.slice(5) : k;
        // `const: true` is a required checkbox left unticked: the same text as a missing value.
        return [rule, rule === 'const' ? requiredEntry : ruleMessage(rule, arg, f, byName)];
      }),
    ]);
    const when = visibilitySchema(f);
    if (!when) {
      properties[f.name] = rules;
      if (f.required) required.push(f.name);
    } else {
      allOf.push({ if: when, then: { properties: { [f.name]: rules }, ...(f.required ? { required: [f.name] } : {}) } });
    }
  }
  const schema: Record<string, unknown> = { type: 'object', properties };
  if (required.length) schema.required = required;
  if (allOf.length) schema.allOf = allOf;
  return { schema, rules: rulesOf, table };
}
