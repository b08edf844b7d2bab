import type { FieldModel } from '../model/definition';

/** Text inputs hold at most 60 characters (part 2 §5, §9); a definition may only say less. */
export const DEFAULT_MAX_LENGTH = 60;

/** A value the user types: a string without options that is not read-only (text, password, period codes, dates, times). */
export function isTypedText(f: FieldModel): boolean {
  return f.schema.type === 'string' && !f.options && !f.readOnly;
}

/** The most characters a string field's value may have: the definition's maxLength when lower, else 60; as declared for other fields. */
export function valueMaxLength(f: FieldModel): number | undefined {
  if (!isTypedText(f)) return f.schema.maxLength;
  return Math.min(f.schema.maxLength ?? DEFAULT_MAX_LENGTH, DEFAULT_MAX_LENGTH);
}

/**
 * The input's maxLength attribute: the value's limit for typed text; numbers are typed as text too and get 60, and so
 * does a field whose normaliser removes what people type between digits ("19900514-1230" is 12 digits, never cut).
 */
export function inputMaxLength(f: FieldModel): number | undefined {
  const numeric = (f.schema.type === 'integer' || f.schema.type === 'number') && !f.options && !f.readOnly;
  if (numeric || (isTypedText(f) && f.schema['x-normalize'] !== undefined)) return DEFAULT_MAX_LENGTH;
  return isTypedText(f) ? valueMaxLength(f) : undefined;
}

const STANDARD = ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** The ajv schema of one field's value: standard keywords plus `rule-<name>` keywords with explicit arguments. */
export function fieldRules(f: FieldModel, byName: Map<string, FieldModel>): Record<string, unknown> {
  const s = f.schema;
  const rules: Record<string, unknown> = { type: s.type };
  for (const k of STANDARD) if (s[k] !== undefined) rules[k] = s[k];
  const maxLength = valueMaxLength(f);
  if (maxLength !== undefined) rules.maxLength = maxLength;
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
