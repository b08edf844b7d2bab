import { describe, expect, it } from 'vitest';
import * as validateValuesModule from '../../../engine/validation/validate-values';
import { ctx, define } from '../definitions/helpers';
import { testEngine, inTestEngine } from '../../setup-engine';

const { mapAjvErrors } = inTestEngine(validateValuesModule);

const { validateValues } = testEngine;

// The text and code every failing rule gives, on every kind of field, all in one form (so each error lands on its own
// field, in field order), and how raw ajv errors become field errors.
const FORM_MESSAGE = 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.';
const form = () => define({
  i: { type: 'integer' }, n: { type: 'number' }, s: { type: 'string' },
  lo: { type: 'integer', minimum: 2, maximum: 5 }, hi: { type: 'number', maximum: 5 },
  short: { type: 'string', minLength: 3 }, long: { type: 'string', maxLength: 4 },
  pat: { type: 'string', pattern: '^x$' }, mail: { type: 'string', format: 'email' }, tid: { type: 'string', format: 'time' },
  opt: { type: 'string', 'x-options': ['A', { value: 'B', label: 'B', authorizedRoles: ['EKONOMI'] }] },
  pnr: { type: 'string', format: 'personalNumber' },
  repeat: { type: 'string', title: 'Upprepa', 'x-sameAs': 's' },
  d: { type: 'string', format: 'date', title: 'Startdag' }, e: { type: 'string', format: 'date', 'x-before': 'd' },
  wk: { type: 'string', format: 'week', 'x-notInFuture': true }, mo: { type: 'string', format: 'month', 'x-beforeCurrent': true },
  yr: { type: 'string', format: 'year', 'x-minYear': 2000 },
  'WF:WT': { type: 'string', format: 'week', 'x-maxSpan': { weeks: 2 } },
  'MF:MT': { type: 'string', format: 'month', 'x-maxSpan': { months: 2 } },
  'YF:YT': { type: 'string', format: 'year', 'x-maxSpan': { years: 2 } },
  'DF:DT': { type: 'string', format: 'date', 'x-maxSpan': { days: 2 } },
  own: { type: 'string', maxLength: 2, 'x-messages': { maxLength: 'wrongFormat', required: 'requiredShort' } },
}, { required: ['own'] });

describe('the text of each rule', () => {
  it('type, limits, pattern, formats, options, personal number, sameAs, before, period rules and spans per unit', () => {
    const result = validateValues(form(), {
      i: 1.5, n: 'x', s: 7, lo: 1, hi: 6, short: 'ab', long: 'abcde', pat: 'y', mail: 'nope', tid: '2415', opt: 'B', pnr: '198112189875', repeat: 'x',
      d: '2024-03-10', e: '2024-03-10', wk: '2412', mo: '2403', yr: '1999', WF: '2410', WT: '2412', MF: '2401', MT: '2403', YF: '2020', YT: '2022', DF: '2024-03-01', DT: '2024-03-03',
    }, ctx());
    expect(result).toStrictEqual({
      valid: false,
      formMessage: FORM_MESSAGE,
      errors: [
        { field: 'i', message: 'Måste vara ett heltal.', code: 'integer' },
        { field: 'n', message: 'Måste vara ett tal.', code: 'number' },
        { field: 's', message: 'Fältet har fel format', code: 'wrongFormat' },
        { field: 'lo', message: 'Måste vara minst 2.', code: 'minimum' },
        { field: 'hi', message: 'Får vara högst 5.', code: 'maximum' },
        { field: 'short', message: 'Måste innehålla minst 3 tecken.', code: 'minLength' },
        { field: 'long', message: 'Får innehålla högst 4 tecken.', code: 'maxLength' },
        { field: 'pat', message: 'Fältet har fel format', code: 'wrongFormat' },
        { field: 'mail', message: 'Ange en giltig e-postadress.', code: 'email' },
        { field: 'tid', message: 'Ange en tid i hela eller halva timmar mellan 00:00 och 24:00.', code: 'time' },
        { field: 'opt', message: 'Du har inte behörighet att välja det här alternativet.', code: 'optionNotAllowed' },
        { field: 'pnr', message: 'Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).', code: 'personalNumber' },
        { field: 'repeat', message: 'Måste vara samma som föregående fält.', code: 'sameAs' },
        { field: 'e', message: 'Måste vara före Startdag.', code: 'before' },
        { field: 'wk', message: 'Vecka får inte vara i framtiden.', code: 'weekNotInFuture' },
        { field: 'mo', message: 'Måste vara innan nuvarande period.', code: 'beforeCurrent' },
        { field: 'yr', message: 'Får inte vara innan år 2000', code: 'minYear' },
        { field: 'WT', message: 'Skillnaden i veckor får inte vara mer än 2 veckor.', code: 'maxWeeks' },
        { field: 'MT', message: 'Det valda intervallet av månader är större än två. Använd år istället.', code: 'maxMonths' },
        { field: 'YT', message: 'Skillnaden i år får inte vara mer än 2 år.', code: 'maxYears' },
        { field: 'DT', message: 'Skillnaden i datum får inte vara mer än 2 dagar.', code: 'maxDays' },
        { field: 'own', message: 'Måste fyllas i', code: 'requiredShort' },
      ],
    });
  });

  it('range order per unit, and x-messages re-wording a rule', () => {
    expect(validateValues(form(), { WF: '2412', WT: '2410', DF: '2024-03-03', DT: '2024-03-01', own: 'abc' }, ctx()).errors).toStrictEqual([
      { field: 'WT', message: 'Från-perioden får inte vara efter till-perioden.', code: 'periodRangeOrder' },
      { field: 'DT', message: 'Från-datumet får inte vara efter till-datumet.', code: 'dateRangeOrder' },
      { field: 'own', message: 'Fältet har fel format', code: 'wrongFormat' },
    ]);
  });

  it('a valid form has no form message', () => {
    expect(validateValues(form(), { own: 'ab', i: 2, n: 2.5, lo: 5, hi: 5, short: 'abc', long: 'abcd', opt: 'A' }, ctx())).toStrictEqual({ valid: true, errors: [] });
  });

  it('names a field whose name holds / and ~', () => {
    const odd = define({ 'a/b~c': { type: 'string', maxLength: 1 }, z: { type: 'string' } });
    expect(validateValues(odd, { 'a/b~c': 'xx', z: 1 }, ctx()).errors).toStrictEqual([
      { field: 'a/b~c', message: 'Får innehålla högst 1 tecken.', code: 'maxLength' }, { field: 'z', message: 'Fältet har fel format', code: 'wrongFormat' },
    ]);
  });
});

describe('mapAjvErrors', () => {
  it('skips combinators, keeps the first error per field, falls back to wrongFormat and sorts by field order (unknown first)', () => {
    const def = define({ a: { type: 'string', maxLength: 1 }, b: { type: 'string' } });
    const raw = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) => ({ keyword, instancePath, params, schemaPath: '' });
    expect(mapAjvErrors(def, [
      raw('if', ''), raw('type', '/b'), raw('maxLength', '/a'), raw('type', '/a'), raw('rule-visibleTo', '/x'), raw('allOf', ''), raw('required', '', { missingProperty: 'b' }),
      raw('then', ''), raw('else', ''), raw('anyOf', ''), raw('oneOf', ''), raw('not', ''),
    ])).toStrictEqual([
      { field: 'x', message: 'Fältet har fel format', code: 'wrongFormat' },
      { field: 'a', message: 'Får innehålla högst 1 tecken.', code: 'maxLength' },
      { field: 'b', message: 'Fältet har fel format', code: 'wrongFormat' },
    ]);
    expect(mapAjvErrors(def, [raw('required', '', { missingProperty: 'b' }), raw('type', '/b')])).toStrictEqual([{ field: 'b', message: 'Fältet måste fyllas in.', code: 'required' }]);
  });
});
