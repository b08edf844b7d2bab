import { describe, expect, it } from 'vitest';
import { ctx, define, errorsOf } from './helpers';
import { testEngine } from '../../setup-engine';

const { validateValues } = testEngine;

// Part 1 §5 rules with their exact texts; texts the spec does not give are the catalogue's (docs/definitions.md).
const text = { type: 'string' } as const;

describe('required', () => {
  it('says "Fältet måste fyllas in." by default and "Måste fyllas i" on forms that choose it', () => {
    expect(errorsOf(text, '')).toStrictEqual(['Fältet måste fyllas in.']);
    expect(errorsOf(text, undefined, {}, { 'x-requiredMessage': 'requiredShort' })).toStrictEqual(['Måste fyllas i']);
  });

  it('adds the form-level text of the definition to any error', () => {
    const shop = define({ a: text }, { required: ['a'], 'x-formMessage': 'formInvalid' });
    expect(validateValues(shop, {}, ctx()).formMessage).toBe('Ett eller flera fält följer inte den standard som krävs.');
    const staff = define({ a: text }, { required: ['a'] });
    expect(validateValues(staff, {}, ctx()).formMessage).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.');
    expect(validateValues(staff, { a: 'x' }, ctx())).toStrictEqual({ valid: true, errors: [] });
  });
});

describe('formats', () => {
  const cases: [string, string[], string[], string][] = [
    ['password', ['AbCdefg1', 'ÅÄbcdef9xyz1'], ['Abcdefg1', 'ABcdefg', 'ABc1', 'ABcdefghijk12'], 'Lösenordet måste ha 8–12 tecken, minst två versaler och minst en siffra.'],
    ['mobile', ['+46701234567'], ['0701234567', '+4670123456', '+46801234567'], 'Ange mobilnumret som +467XXXXXXXX.'],
    ['phone', ['081234', '0812345', '+4681234567', '+46701234567'], ['01234', '0812345678', '12345678'], 'Ange ett telefonnummer som börjar med 0 eller +46 följt av 5–8 siffror, eller ett mobilnummer +467XXXXXXXX.'],
    ['email', ['butik@example.se'], ['butik@', 'butik.example.se'], 'Ange en giltig e-postadress.'],
    ['postcode', ['12345', '123 45'], ['1234', '12 345', '123456'], 'Ange postnumret som fem siffror, till exempel 123 45.'],
    ['personalNumber', ['199005141230', '200402295554', '199909099997'], ['9001011234', '189001011234', '19900101-1234', '199005141231', '199002301234', '200302295551'], 'Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).'],
    ['letters', ['Åsa', 'Anna-Karin', 'Per Olof'], ['R2D2', 'Anna--Karin', ' Per'], 'Får bara innehålla bokstäver.'],
    ['time', ['0000', '0830', '2400'], ['0815', '2430', '830'], 'Ange en tid i hela eller halva timmar mellan 00:00 och 24:00.'],
  ];
  for (const [format, good, bad, message] of cases) {
    it(`${format}: ${message}`, () => {
      for (const v of good) expect(errorsOf({ ...text, format } as never, v), v).toStrictEqual([]);
      for (const v of bad) expect(errorsOf({ ...text, format } as never, v), v).toStrictEqual([message]);
    });
  }

  it('a field regexp (terminal parameters) says "Fältet har fel format"', () => {
    expect(errorsOf({ ...text, pattern: '^[0-9]{3}$' }, '12a')).toStrictEqual(['Fältet har fel format']);
  });
});

describe('numbers and lengths', () => {
  it('integer, minimum and maximum', () => {
    const qty = { type: 'integer', minimum: 0, maximum: 999999 } as const;
    expect(errorsOf(qty, 999999)).toStrictEqual([]);
    expect(errorsOf(qty, 1.5)).toStrictEqual(['Måste vara ett heltal.']);
    expect(errorsOf(qty, -1)).toStrictEqual(['Måste vara minst 0.']);
    expect(errorsOf(qty, 1000000)).toStrictEqual(['Får vara högst 999999.']);
  });

  it('text inputs hold at most 60 characters unless the field says less', () => {
    expect(errorsOf(text, 'x'.repeat(60))).toStrictEqual([]);
    expect(errorsOf(text, 'x'.repeat(61))).toStrictEqual(['Får innehålla högst 60 tecken.']);
    expect(errorsOf({ ...text, maxLength: 12 }, 'x'.repeat(13))).toStrictEqual(['Får innehålla högst 12 tecken.']);
    expect(errorsOf({ ...text, format: 'year' }, '2'.repeat(61))).toStrictEqual(['Får innehålla högst 60 tecken.']); // period codes too
    expect(() => define({ v: { ...text, maxLength: 80 } })).toThrow(/maxLength: text inputs hold at most 60 characters \(part 2 §5\): maxLength may only be lower/);
  });
});

describe('relations between fields', () => {
  it('a repeat must equal the field before it', () => {
    const def = define({ pw: { ...text, format: 'password' }, repeat: { ...text, 'x-sameAs': 'pw', 'x-submit': false } }, { required: ['pw', 'repeat'] });
    expect(validateValues(def, { pw: 'AbCdefg1', repeat: 'AbCdefg1' }, ctx()).errors).toStrictEqual([]);
    expect(validateValues(def, { pw: 'AbCdefg1', repeat: 'AbCdefg2' }, ctx()).errors).toStrictEqual([{ field: 'repeat', message: 'Måste vara samma som föregående fält.', code: 'sameAs' }]);
  });

  it('opening before closing, with the shop form text', () => {
    const def = define({
      weekdayOpening: { ...text, format: 'time', title: 'Öppnar vardagar', 'x-before': 'weekdayClosing', 'x-messages': { before: 'openingBeforeClosing' } },
      weekdayClosing: { ...text, format: 'time', title: 'Stänger vardagar' },
    });
    expect(validateValues(def, { weekdayOpening: '0900', weekdayClosing: '1800' }, ctx()).errors).toStrictEqual([]);
    expect(validateValues(def, { weekdayOpening: '1800', weekdayClosing: '1800' }, ctx()).errors.map((e) => e.message)).toStrictEqual(['Öppningstiden måste vara före stängningstiden.']);
    expect(validateValues(def, { weekdayOpening: '0930', weekdayClosing: '2400' }, ctx()).errors).toStrictEqual([]);
  });

  it('without x-messages, "before" names the other field', () => {
    const def = define({ a: { ...text, format: 'time', 'x-before': 'b' }, b: { ...text, format: 'time', title: 'Stängning' } });
    expect(validateValues(def, { a: '2000', b: '1000' }, ctx()).errors.map((e) => e.message)).toStrictEqual(['Måste vara före Stängning.']);
  });
});

describe('error shape', () => {
  it('one error per field, fields in declaration order, with field, message and code', () => {
    const def = define({ b: { ...text, format: 'email' }, a: { type: 'integer' } }, { required: ['a', 'b'] });
    expect(validateValues(def, { b: 'nope', a: 'x' }, ctx()).errors).toStrictEqual([
      { field: 'b', message: 'Ange en giltig e-postadress.', code: 'email' },
      { field: 'a', message: 'Måste vara ett heltal.', code: 'integer' },
    ]);
  });
});
