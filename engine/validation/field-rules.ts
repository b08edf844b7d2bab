import type { FieldModel } from '../model/definition';

/** Strings without options or a period format are text inputs: at most 60 characters unless the field says otherwise (or is read-only). */
export const DEFAULT_MAX_LENGTH = 60;

const STANDARD = ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** The ajv schema of one field's value: standard keywords plus `rule-<name>` keywords with explicit arguments. */
export function fieldRules(f: FieldModel, byName: Map<string, FieldModel>): Record<string, unknown> {
  const s = f.schema;
  const rules: Record<string, unknown> = { type: s.type };
  for (const k of STANDARD) if (s[k] !== undefined) rules[k] = s[k];
  if (s.type === 'string' && s.maxLength === undefined && !f.options && !f.unit && s.format !== 'time' && !f.readOnly) {
    rules.maxLength = DEFAULT_MAX_LENGTH;
  }
  // A required checkbox must be ticked (as HTML's required checkbox): false fails with the field's required text.
  if (s.type === 'boolean' && f.required) rules.const = true;
  if (f.options) {
    rules.enum = f.options.map((o) => o.value);
    const restricted = f.options.filter((o) => o.authorizedRoles);
    if (restricted.length) rules['rule-optionRoles'] = Object.fromEntries(restricted.map((o) => [String(o.value), o.authorizedRoles]));
  }
  // The shape is the format's regexp; a real birth date and the check digit need code (one message for all three).
  if (s.format === 'personalNumber') rules['rule-personalNumber'] = true;
  if (s['x-notAfter']) rules['rule-notAfter'] = s['x-notAfter'];
  if (f.unit && s['x-notInFuture']) rules['rule-notInFuture'] = f.unit;
  if (f.unit && s['x-beforeCurrent']) rules['rule-beforeCurrent'] = f.unit;
  if (f.unit && s['x-minYear'] !== undefined) rules['rule-minYear'] = { unit: f.unit, year: s['x-minYear'] };
  if (s['x-sameAs']) rules['rule-sameAs'] = s['x-sameAs'];
  if (s['x-before']) {
    const unit = byName.get(s['x-before'])?.unit ?? f.unit;
    rules['rule-before'] = unit ? { other: s['x-before'], unit } : { other: s['x-before'] };
  }
  if (f.range?.end === 'to' && f.unit) {
    rules['rule-rangeOrder'] = { from: f.range.from, unit: f.unit };
    const max = s['x-maxSpan'] && (s['x-maxSpan'].days ?? s['x-maxSpan'].weeks ?? s['x-maxSpan'].months ?? s['x-maxSpan'].years);
    if (max !== undefined) rules['rule-rangeSpan'] = { from: f.range.from, unit: f.unit, max };
  }
  return rules;
}
