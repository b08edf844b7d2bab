import { describe, expect, it } from 'vitest';
import { type Definition, checkAgainstSchema, wireTools } from '@ombudsportalen/engine';
import { reportRequestSchema as portalRequestSchema } from '@ombudsportalen/portal/reports/report-wire';
import { ctx, fixture, decodeReportPayload } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';


const { loadDefinition, sendableParameters } = testEngine;
const reportRequestSchema = (def: Definition) => portalRequestSchema(def, wireTools(def));

// The bounds and shape rules of a report body (docs/security.md, finding 1), each at its edge, through the server's decoder.
const def = () => fixture('EKORPR03');
const context = ctx({ roles: ['EKONOMI'] });
const FORM_MESSAGE = 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.';
const WRONG_FORMAT = 'Fältet har fel format';
type Entry = { name: string; values: string[] };
const list = (): Entry[] => [
  { name: 'P_FOM', values: ['240301'] }, { name: 'P_TOM', values: ['240314'] }, { name: 'P_RPTTYP', values: ['Ovrigt'] },
  { name: 'P_OMBUDNR', values: ['12345'] }, { name: 'formatType', values: ['pdf'] },
];
const body = (entries: unknown[] = list(), extra: Record<string, unknown> = {}) =>
  ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: entries }, ...extra });
const withValue = (name: string, values: unknown[]) => list().map((p) => (p.name === name ? { name, values } : p));
const refusedWith = (...errors: [field: string, message: string, code: string][]) =>
  ({ ok: false, errors: errors.map(([field, message, code]) => ({ field, message, code })), formMessage: FORM_MESSAGE });
const decode = (sent: unknown) => decodeReportPayload(def(), sent, context);
// Copies of P_FOM that fill the list up to `length` entries.
const filledTo = (length: number) => [...list(), ...Array.from({ length: length - list().length }, () => ({ name: 'P_FOM', values: ['240301'] }))];

describe('the parameters a definition can send', () => {
  it("are its sent fields' parameters and its agency parameter, once each", () => {
    expect(sendableParameters(def())).toStrictEqual(['P_FOM', 'P_TOM', 'P_RPTTYP', 'P_OMBUDNR']);
  });

  it('include those its transforms add (copy, setList) and leave out unsent helper fields', () => {
    expect(sendableParameters(fixture('EKORBF01'))).toStrictEqual(['P_TYP', 'P_FOM', 'P_TOM', 'P_OMBUDNR']);
    expect(sendableParameters(fixture('EKORDA01'))).not.toContain('VISA_BRUTEN');
  });
});

describe('decodeReportPayload bounds a list', () => {
  // EKORPR03 sends 4 parameters: room for 2 × 4 + 8 = 16 entries.
  it('of 16 entries is read (and its copies refused one by one)', () => {
    expect(decode(body(filledTo(16)))).toStrictEqual(refusedWith(['P_FOM', 'Parametern får bara skickas en gång.', 'duplicateParameter']));
  });

  it('of 17 entries is refused as a whole, before any entry is looked at', () => {
    expect(decode(body(filledTo(17)))).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
    const unknown = Array.from({ length: 17 }, (_, i) => ({ name: `P_X${i}`, values: ['1'] }));
    expect(decode(body(unknown))).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
  });

  it('with 16 values in one parameter is read; 17 are refused as a whole', () => {
    expect(decode(body(withValue('P_TOM', Array(16).fill('240314')))))
      .toStrictEqual(refusedWith(['P_TOM', 'Värdet stämmer inte med formulärets övriga fält.', 'parameterMismatch']));
    expect(decode(body(withValue('P_TOM', Array(17).fill('240314'))))).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
  });

  it('that is not a list, or holds a non-object, is a wrong format', () => {
    expect(decode(body('P_FOM' as never))).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body([null, ...list()]))).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
  });
});

describe('decodeReportPayload refuses the shape', () => {
  it('of a body that is not an object', () => {
    for (const sent of [null, 'body', 7, []]) expect(decode(sent)).toStrictEqual(refusedWith(['body', WRONG_FORMAT, 'wrongFormat']));
  });

  it('without a type or a parameter list', () => {
    const { type: _type, ...withoutType } = body();
    expect(decode(withoutType)).toStrictEqual(refusedWith(['type', WRONG_FORMAT, 'wrongFormat']));
    expect(decode({ type: 'agency', byPassCache: 'true' })).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
    expect(decode({ ...body(), parameterNameValues: {} })).toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
    expect(decode({ ...body(), parameterNameValues: { listOfParamNameValues: list(), more: [] } }))
      .toStrictEqual(refusedWith(['parameterNameValues', WRONG_FORMAT, 'wrongFormat']));
  });

  it('of a year or week that is not two digits', () => {
    for (const year of ['2024', '4', 'x4', 24, '24\n']) expect(decode(body(list(), { year })), String(year)).toStrictEqual(refusedWith(['year', WRONG_FORMAT, 'wrongFormat']));
    for (const week of ['009', '9', 'v9', 9, '\n09']) expect(decode(body(list(), { week })), String(week)).toStrictEqual(refusedWith(['week', WRONG_FORMAT, 'wrongFormat']));
  });

  it('of an entry with another key, without values or with a name that is no text', () => {
    const entries = list();
    expect(decode(body([{ ...entries[0], extra: 1 }, ...entries.slice(1)]))).toStrictEqual(refusedWith(['P_FOM', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body([{ name: 'P_FOM' }, ...entries.slice(1)]))).toStrictEqual(refusedWith(['P_FOM', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body([{ name: 7, values: ['240301'] }, ...entries.slice(1)]))).toStrictEqual(refusedWith(['parameterNameValues', 'Okänd parameter.', 'unknownParameter']));
  });

  it('of values that are none, not strings or longer than 256 characters', () => {
    expect(decode(body(withValue('P_RPTTYP', [])))).toStrictEqual(refusedWith(['P_RPTTYP', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body(withValue('P_RPTTYP', [7])))).toStrictEqual(refusedWith(['P_RPTTYP', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body(withValue('P_RPTTYP', 'Ovrigt' as never)))).toStrictEqual(refusedWith(['P_RPTTYP', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body(withValue('P_RPTTYP', ['x'.repeat(257)])))).toStrictEqual(refusedWith(['P_RPTTYP', WRONG_FORMAT, 'wrongFormat']));
    expect(decode(body(withValue('P_RPTTYP', ['x'.repeat(256)])))).toStrictEqual(refusedWith(['P_RPTTYP', 'Välj ett av alternativen.', 'invalidOption']));
  });

  it('reports one error per field, the first, and every field with one', () => {
    const twice = [...withValue('P_FOM', ['']), { name: 'P_FOM', values: ['240301'] }, { name: 'P_X', values: ['1'] }];
    expect(decode(body(twice, { year: '2024' }))).toStrictEqual(refusedWith(
      ['year', WRONG_FORMAT, 'wrongFormat'], ['P_FOM', WRONG_FORMAT, 'wrongFormat'], ['P_X', 'Okänd parameter.', 'unknownParameter'],
    ));
  });
});

describe('the report request schema (as the SPA and the server read it)', () => {
  const problems = (sent: unknown) => checkAgainstSchema(reportRequestSchema(def()), sent, 'body').map((p) => p.pointer);

  it('accepts the body the form builds and bounds the list at 16 entries', () => {
    expect(problems(body())).toStrictEqual([]);
    expect(problems(body(filledTo(16)))).toStrictEqual([]);
    expect(problems(body(filledTo(17)))).toStrictEqual(['/parameterNameValues/listOfParamNameValues']);
  });

  it('bounds a parameter at 16 values and formatType at one of the report formats', () => {
    expect(problems(body(withValue('P_TOM', Array(16).fill('240314'))))).toStrictEqual([]);
    expect(problems(body(withValue('P_TOM', Array(17).fill('240314'))))).toStrictEqual(['/parameterNameValues/listOfParamNameValues/1/values']);
    expect(problems(body(withValue('formatType', ['xlsx'])))).toStrictEqual([]);
    expect(problems(body(withValue('formatType', ['csv'])))).toStrictEqual(['/parameterNameValues/listOfParamNameValues/4/values/0']);
  });

  it('is for report definitions only', () => {
    const form = { ...def(), report: undefined, file: 'schemas/forms/x.json' };
    expect(() => reportRequestSchema(form)).toThrow('schemas/forms/x.json: not a report definition (no x-report)');
  });
});

describe('decodeReportPayload reads an unsent helper field off what it reveals (EKORDA01)', () => {
  const weekly = () => fixture('EKORDA01');
  const sentBody = (entries: [string, string][], extra: Record<string, unknown> = {}) =>
    ({ type: 'agency', ...extra, byPassCache: 'true', parameterNameValues: { listOfParamNameValues: entries.map(([name, v]) => ({ name, values: [v] })) } });
  const MISMATCH = 'Värdet stämmer inte med formulärets övriga fält.';

  it('a sent broken-week choice means the checkbox was ticked', () => {
    const sent = sentBody([['P_VECKA', '2409'], ['P_BRUTENVECKA', 'SLUT'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']], { year: '24', week: '09' });
    expect(decodeReportPayload(weekly(), sent, ctx())).toStrictEqual({ ok: true, values: { P_VECKA: '2409', VISA_BRUTEN: true, P_BRUTENVECKA: 'SLUT' }, body: sent });
  });

  it('no choice sent means the checkbox was left at its default', () => {
    const sent = sentBody([['P_VECKA', '2409'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']]);
    expect(decodeReportPayload(weekly(), sent, ctx())).toStrictEqual({ ok: true, values: { P_VECKA: '2409', VISA_BRUTEN: false }, body: sent });
  });

  it('a body the revealed reading cannot explain is told against the form as it opens', () => {
    const withoutYear = sentBody([['P_VECKA', '2409'], ['P_BRUTENVECKA', 'HELA'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']]);
    expect(decodeReportPayload(weekly(), withoutYear, ctx()))
      .toStrictEqual(refusedWith(['P_BRUTENVECKA', 'Fältet ska inte skickas med de valda värdena.', 'unexpectedParameter']));
    const yearWithoutChoice = sentBody([['P_VECKA', '2409'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']], { year: '24', week: '09' });
    expect(decodeReportPayload(weekly(), yearWithoutChoice, ctx())).toStrictEqual(refusedWith(['year', MISMATCH, 'parameterMismatch'], ['week', MISMATCH, 'parameterMismatch']));
  });

  it('the rules of the form come before the comparison', () => {
    const sent = sentBody([['P_VECKA', '2409'], ['P_BRUTENVECKA', 'XX'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']], { year: '24', week: '09' });
    expect(decodeReportPayload(weekly(), sent, ctx())).toStrictEqual(refusedWith(['P_BRUTENVECKA', 'Välj ett av alternativen.', 'invalidOption']));
  });
});

describe('decodeReportPayload asks for the format', () => {
  const entries = () => list().filter((p) => p.name !== 'formatType');
  it('only when nothing else is wrong', () => {
    expect(decode(body(entries()))).toStrictEqual(refusedWith(['formatType', 'Måste fyllas i', 'requiredShort']));
    expect(decode(body([...entries(), { name: 'P_X', values: ['1'] }]))).toStrictEqual(refusedWith(['P_X', 'Okänd parameter.', 'unknownParameter']));
    expect(decode(body([...entries(), entries()[0]]))).toStrictEqual(refusedWith(['P_FOM', 'Parametern får bara skickas en gång.', 'duplicateParameter']));
  });
});

describe('decodeReportPayload compares the rebuilt body', () => {
  const body3 = (entries: [string, string][]) => ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: entries.map(([name, v]) => ({ name, values: [v] })) } });

  it('refuses a body without the agency number the form adds (a field the session does not see)', () => {
    expect(decodeReportPayload(def(), body3([['P_FOM', '240301'], ['P_TOM', '240314'], ['P_RPTTYP', 'Alla'], ['formatType', 'pdf']]), ctx()))
      .toStrictEqual(refusedWith(['P_OMBUDNR', 'Måste fyllas i', 'requiredShort']));
  });

  it('asks for the format before judging the values', () => {
    expect(decodeReportPayload(def(), body3([['P_FOM', '240301'], ['P_TOM', '240314'], ['P_RPTTYP', 'XX'], ['P_OMBUDNR', '12345']]), ctx()))
      .toStrictEqual(refusedWith(['formatType', 'Måste fyllas i', 'requiredShort']));
  });

  it('names the entry a shape error is in, at any index', () => {
    const entries: { name: string; values: unknown[] }[] = [...filledTo(11), { name: 'P_RPTTYP', values: [7] }];
    expect(decode(body(entries))).toStrictEqual(refusedWith(['P_RPTTYP', WRONG_FORMAT, 'wrongFormat'], ['P_FOM', 'Parametern får bara skickas en gång.', 'duplicateParameter']));
  });

  it('undoes a conditional step only where it ran', () => {
    const report = loadDefinition({
      $schema: '../meta/definition.schema.json', type: 'object', 'x-report': { code: 'X', name: 'X', group: 'Ekonomi', payloadKind: 'agency', agencyParameter: 'P_AG' },
      properties: { K: { type: 'string', 'x-options': ['A', 'B'] }, P_KOD: { type: 'string' } },
      'x-transforms': [{ op: 'copy', from: 'P_KOD', to: 'P_KOPIA' }, { op: 'upperCase', params: ['P_KOD'], when: { op: 'equals', field: 'K', value: 'A' } }],
    }, 'X.json');
    expect(sendableParameters(report)).toStrictEqual(['K', 'P_KOD', 'P_KOPIA', 'P_AG']);
    const sent = (k: string, kod: string, kopia: string) => body3([['K', k], ['P_KOD', kod], ['P_KOPIA', kopia], ['P_AG', '12345'], ['formatType', 'pdf']]);
    expect(decodeReportPayload(report, sent('B', 'ABC', 'ABC'), ctx())).toStrictEqual({ ok: true, values: { K: 'B', P_KOD: 'ABC' }, body: sent('B', 'ABC', 'ABC') });
    expect(decodeReportPayload(report, sent('A', 'ABC', 'abc'), ctx())).toStrictEqual({ ok: true, values: { K: 'A', P_KOD: 'abc' }, body: sent('A', 'ABC', 'abc') });
  });
});
