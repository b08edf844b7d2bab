import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, formatProblem } from '@ombudsportalen/engine';
import { WEEK_53_YEARS } from '../../../engine/model/formats';
import { ctx, define } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { checkDefinition, toFormModel, validateValues } = testEngine;

// What each format gives a field: its widget, its hint and the text of a value that breaks it (part 1 §5, part 2 §5).
const EXPECTED: Record<string, [widget: string, message: string, code: string]> = {
  date: ['date', 'Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.', 'dateInvalid'],
  email: ['text', 'Ange en giltig e-postadress.', 'email'],
  week: ['week', 'Måste anges som ååvv', 'weekFormat'],
  month: ['month', 'Måste anges som ååmm', 'monthFormat'],
  year: ['year', 'Fältet har fel format', 'wrongFormat'],
  mobile: ['text', 'Ange mobilnumret som +467XXXXXXXX.', 'mobile'],
  phone: ['text', 'Ange ett telefonnummer som börjar med 0 eller +46 följt av 5–8 siffror, eller ett mobilnummer +467XXXXXXXX.', 'phone'],
  postcode: ['text', 'Ange postnumret som fem siffror, till exempel 123 45.', 'postcode'],
  personalNumber: ['text', 'Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).', 'personalNumber'],
  letters: ['text', 'Får bara innehålla bokstäver.', 'letters'],
  password: ['password', 'Lösenordet måste ha 8–12 tecken, minst två versaler och minst en siffra.', 'password'],
  time: ['time', 'Ange en tid i hela eller halva timmar mellan 00:00 och 24:00.', 'time'],
};

describe('every format', () => {
  it('is one the engine knows, no more, no fewer', () => {
    expect([...FORMAT_NAMES].sort()).toStrictEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s: its widget and the text of a broken value', (format, [widget, message, code]) => {
    const def = define({ f: { type: 'string', format } as never });
    const model = toFormModel(def, {}, ctx()).fields[0]!;
    expect(model.widget).toBe(widget);
    // The hint a field shows before any error: the password standard's, and the period codes' formats (issue 37 item 5).
    const HINTS: Record<string, string> = { password: '8–12 tecken, minst två versaler (A–Ö) och minst en siffra.', week: 'Anges som ååvv', month: 'Anges som ååmm' };
    expect(model.hint).toBe(HINTS[format]);
    expect(validateValues(def, { f: '#' }, ctx()).errors).toStrictEqual([{ field: 'f', message, code }]);
  });

  it('only date, week and month values have a shape a reshaping step can be read back by', () => {
    const reshaped = (format: string) => checkDefinition({
      $schema: '../meta/definition.schema.json', type: 'object', 'x-report': { code: 'XX', name: 'n', group: 'Ekonomi', payloadKind: 'agency' },
      properties: { P: { type: 'string', format } }, 'x-transforms': [{ op: 'removeChars', params: ['P'], chars: '-' }],
    }, 'schemas/reports/XX.json').map(formatProblem);
    expect([reshaped('date'), reshaped('week'), reshaped('month')]).toStrictEqual([[], [], []]);
    expect(reshaped('year')).toStrictEqual(['schemas/reports/XX.json:/properties/P: "P" cannot be read back: removeChars on a text has no inverse with these arguments (a reshaping step needs a field of format date, week or month)']);
  });

  it('week 53 exists in the ISO years of 2000–2099 whose 28 December is in it', () => {
    expect(WEEK_53_YEARS).toStrictEqual(['04', '09', '15', '20', '26', '32', '37', '43', '48', '54', '60', '65', '71', '76', '82', '88', '93', '99']);
  });
});
