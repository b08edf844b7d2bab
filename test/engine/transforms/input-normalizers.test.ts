import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FieldJson, NORMALIZER_NAMES, type NormalizerName } from '@ombudsportalen/engine';
import { ROOT, ctx, define } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { decodeFormRequest, inputMaxLength, loadDefinition, normalizeValues, validateValues } = testEngine;

// Today is Friday 15 March 2024 (helpers' ctx): the century of a 2-digit year is decided against it.
const normalized = (normalizer: NormalizerName, typed: string, format?: FieldJson['format']) =>
  normalizeValues(define({ v: { type: 'string', ...(format ? { format } : {}), 'x-normalize': normalizer } }), { v: typed }, ctx()).v;
const errorsAfter = (schema: FieldJson, typed: string) => {
  const def = define({ v: schema }, { required: ['v'] });
  return validateValues(def, normalizeValues(def, { v: typed }, ctx()), ctx()).errors.map((e) => e.message);
};

describe('phoneNumber: Swedish phone numbers as people write them', () => {
  it.each([
    ['070-123 45 03', '+46701234503'],
    ['0701234503', '+46701234503'],
    ['+46 70 123 45 03', '+46701234503'],
    ['+46 (0)70-123 45 03', '+46701234503'],
    ['0046 70 123 45 03', '+46701234503'],
    ['  +46701234503 ', '+46701234503'],
    ['070\u00a0123\u00a045\u00a003', '+46701234503'], // pasted with no-break spaces
    ['070–123 45 03', '+46701234503'], // an en dash from a word processor
    ['08-411 22 33', '084112233'], // a landline keeps its 0: the phone rule takes 0 + 5–8 digits
    ['+46 8 411 22 33', '+4684112233'],
  ])('%j → %j', (typed, stored) => {
    expect(normalized('phoneNumber', typed)).toBe(stored);
  });

  it.each([
    ['070-abc', '070-abc'], // not a number: left as typed (trimmed), so the error names what was typed
    [' 12 ab ', '12 ab'],
  ])('leaves %j as %j', (typed, kept) => {
    expect(normalized('phoneNumber', typed)).toBe(kept);
  });

  it('makes the spec formats pass and keeps refusing what they refuse', () => {
    expect(errorsAfter({ type: 'string', format: 'mobile', 'x-normalize': 'phoneNumber' }, '070-123 45 03')).toStrictEqual([]);
    expect(errorsAfter({ type: 'string', format: 'phone', 'x-normalize': 'phoneNumber' }, '070-123 45 03')).toStrictEqual([]);
    expect(errorsAfter({ type: 'string', format: 'phone', 'x-normalize': 'phoneNumber' }, '08-411 22 33')).toStrictEqual([]);
    expect(errorsAfter({ type: 'string', format: 'mobile', 'x-normalize': 'phoneNumber' }, '08-411 22 33')).toStrictEqual(['Ange mobilnumret som +467XXXXXXXX.']);
    expect(errorsAfter({ type: 'string', format: 'mobile', 'x-normalize': 'phoneNumber' }, '070-123 45')).toStrictEqual(['Ange mobilnumret som +467XXXXXXXX.']);
    // Without the normaliser the same typing is refused: the declaration is what accepts it.
    expect(errorsAfter({ type: 'string', format: 'mobile' }, '070-123 45 03')).toStrictEqual(['Ange mobilnumret som +467XXXXXXXX.']);
  });
});

describe('personalNumber: ÅÅÅÅMMDD-XXXX and the 10-digit forms', () => {
  it.each([
    ['19900514-1230', '199005141230'],
    ['199005141230', '199005141230'],
    [' 19900514 1230 ', '199005141230'],
    ['900514-1230', '199005141230'], // 2090 would be in the future
    ['9005141230', '199005141230'],
    ['050101-1234', '200501011234'], // 2005 is in the past
    ['240315-1234', '202403151234'], // born today: the past includes today
    ['240316-1234', '192403161234'], // tomorrow in 2024 is in the future: 1924
    ['900514+1230', '189005141230'], // '+': 100 years or more, then refused by the rule (19 or 20)
    ['050101+1234', '190501011234'],
  ])('%j → %j', (typed, stored) => {
    expect(normalized('personalNumber', typed)).toBe(stored);
  });

  it.each([['19900514-12300'], ['1990-05-14-1230'], ['abc'], ['20900514+1230']])('leaves %j as typed', (typed) => {
    expect(normalized('personalNumber', typed)).toBe(typed);
  });

  it('accepts the hyphenated number under the spec rule, refuses a wrong check digit and a 100-year-old', () => {
    const schema: FieldJson = { type: 'string', format: 'personalNumber', 'x-normalize': 'personalNumber', maxLength: 12 };
    expect(errorsAfter(schema, '19900514-1230')).toStrictEqual([]);
    expect(errorsAfter(schema, '900514-1230')).toStrictEqual([]);
    expect(errorsAfter(schema, '900514-1231')).toStrictEqual(['Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).']);
    expect(errorsAfter(schema, '900514+1230')).toStrictEqual(['Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).']);
  });

  it('lets the input hold the hyphen: maxlength 60 for a normalised field, the value still at most 12', () => {
    const def = define({ v: { type: 'string', format: 'personalNumber', 'x-normalize': 'personalNumber', maxLength: 12 }, w: { type: 'string', maxLength: 12 } });
    expect(inputMaxLength(def.byName.get('v')!)).toBe(60);
    expect(inputMaxLength(def.byName.get('w')!)).toBe(12);
  });
});

describe('compact and trim', () => {
  it.each([
    ['compact', ' 25 03 ', '2503'],
    ['compact', '2503\t', '2503'],
    ['trim', ' namn@example.se ', 'namn@example.se'],
    ['trim', '  Anna Maria ', 'Anna Maria'],
  ] as const)('%s: %j → %j', (normalizer, typed, stored) => {
    expect(normalized(normalizer, typed)).toBe(stored);
  });

  it('a pasted week and month pass their format', () => {
    expect(errorsAfter({ type: 'string', format: 'week', 'x-normalize': 'compact' }, ' 24 10 ')).toStrictEqual([]);
    expect(errorsAfter({ type: 'string', format: 'month', 'x-normalize': 'compact' }, '24 02')).toStrictEqual([]);
    expect(errorsAfter({ type: 'string', format: 'week' }, ' 24 10 ')).toStrictEqual(['Måste anges som ååvv']);
  });
});

describe('normalizeValues', () => {
  it('leaves values without a normaliser, empty and non-text values, and returns the same object when nothing changes', () => {
    const def = define({ a: { type: 'string', 'x-normalize': 'trim' }, b: { type: 'string' }, c: { type: 'integer' } });
    const values = { a: 'x', b: ' y ', c: 3 };
    expect(normalizeValues(def, values, ctx())).toBe(values);
    expect(normalizeValues(def, { a: ' x ', b: ' y ', c: 3 }, ctx())).toStrictEqual({ a: 'x', b: ' y ', c: 3 });
  });

  it('the server reads a plain form body normalised (decodeFormRequest)', () => {
    const def = define({ mobile: { type: 'string', format: 'mobile', 'x-normalize': 'phoneNumber' } });
    expect(decodeFormRequest(def, { mobile: '070-123 45 03' }, ctx())).toStrictEqual({ ok: true, values: { mobile: '+46701234503' } });
  });
});

describe('the declarations', () => {
  const meta = JSON.parse(readFileSync(join(ROOT, 'schemas/meta/definition.schema.json'), 'utf8')) as { $defs: { field: { properties: Record<string, { enum: string[] }> } } };

  it('the meta-schema names exactly the engine normalisers', () => {
    expect([...meta.$defs.field.properties['x-normalize']!.enum].sort()).toStrictEqual([...NORMALIZER_NAMES].sort());
  });

  // Every phone, mobile, personal-number, week and month field a person types declares how Swedes type it.
  const EXPECTED: Record<string, NormalizerName> = { phone: 'phoneNumber', mobile: 'phoneNumber', personalNumber: 'personalNumber', week: 'compact', month: 'compact' };
  const files = ['schemas/forms', 'schemas/reports'].flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => `${dir}/${f}`));
  it.each(files)('%s', (file) => {
    const def = loadDefinition(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), file);
    for (const f of def.fields) {
      const expected = f.schema.format && EXPECTED[f.schema.format];
      if (expected && f.schema['x-widget'] !== 'hidden') expect(f.schema['x-normalize'], `${file} ${f.name}`).toBe(expected);
    }
  });
});
