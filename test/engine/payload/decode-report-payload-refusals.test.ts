import { beforeEach, describe, expect, it } from 'vitest';
import { type Definition } from '@ombudsportalen/engine';
import { ctx, fixture, decodeReportPayload } from '../definitions/helpers';


// The server's check of a report body, one refusal at a time, with the exact Swedish error (docs/reports.md, "Server check").
// Loaded per test, not at collection (see test/shared/every-definition.ts, loadDefinitionFile).
let def: Definition;
beforeEach(() => {
  def = fixture('EKORPR03');
});
const context = ctx({ roles: ['EKONOMI'] });
const FORM_MESSAGE = 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.';
type Entry = { name: string; values: string[] };
const list = (): Entry[] => [
  { name: 'P_FOM', values: ['240301'] }, { name: 'P_TOM', values: ['240314'] }, { name: 'P_RPTTYP', values: ['Ovrigt'] },
  { name: 'P_OMBUDNR', values: ['12345'] }, { name: 'formatType', values: ['pdf'] },
];
const body = (entries: Entry[] = list(), extra: Record<string, unknown> = {}) =>
  ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: entries }, ...extra });
const withValue = (name: string, values: string[]) => list().map((p) => (p.name === name ? { name, values } : p));
const refused = (field: string, message: string, code: string) =>
  ({ ok: false, errors: [{ field, message, code }], formMessage: FORM_MESSAGE });
const WRONG_FORMAT = 'Fältet har fel format';

describe('decodeReportPayload refuses', () => {
  it('accepts the body the form builds, as sent', () => {
    const sent = body();
    expect(decodeReportPayload(def, sent, context)).toMatchObject({ ok: true, values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14' } });
  });

  it('a tampered parameter (another agency number)', () => {
    expect(decodeReportPayload(def, body(withValue('P_OMBUDNR', ['99999'])), context))
      .toStrictEqual(refused('P_OMBUDNR', 'Värdet stämmer inte med formulärets övriga fält.', 'parameterMismatch'));
  });

  it('a missing parameter', () => {
    expect(decodeReportPayload(def, body(list().filter((p) => p.name !== 'P_RPTTYP')), context))
      .toStrictEqual(refused('P_RPTTYP', 'Måste fyllas i', 'requiredShort'));
  });

  it('a parameter sent twice', () => {
    expect(decodeReportPayload(def, body([...list(), { name: 'P_FOM', values: ['240301'] }]), context))
      .toStrictEqual(refused('P_FOM', 'Parametern får bara skickas en gång.', 'duplicateParameter'));
  });

  it('a year or week the form does not send', () => {
    expect(decodeReportPayload(def, body(list(), { year: '24' }), context))
      .toStrictEqual(refused('year', 'Värdet stämmer inte med formulärets övriga fält.', 'parameterMismatch'));
    expect(decodeReportPayload(def, body(list(), { week: '09' }), context))
      .toStrictEqual(refused('week', 'Värdet stämmer inte med formulärets övriga fält.', 'parameterMismatch'));
  });

  it('an unknown parameter, an unknown body key and an empty value', () => {
    expect(decodeReportPayload(def, body([...list(), { name: 'P_X', values: ['1'] }]), context))
      .toStrictEqual(refused('P_X', 'Okänd parameter.', 'unknownParameter'));
    expect(decodeReportPayload(def, body(list(), { extra: 1 }), context)).toStrictEqual(refused('extra', WRONG_FORMAT, 'wrongFormat'));
    expect(decodeReportPayload(def, body(withValue('P_FOM', [''])), context)).toStrictEqual(refused('P_FOM', WRONG_FORMAT, 'wrongFormat'));
  });
});

describe('the report request schema', () => {
  it('type is the report payload kind', () => {
    expect(decodeReportPayload(def, body(list(), { type: 'central' }), context)).toStrictEqual(refused('type', WRONG_FORMAT, 'wrongFormat'));
  });

  it('byPassCache is required and exactly "true"', () => {
    expect(decodeReportPayload(def, body(list(), { byPassCache: 'false' }), context)).toStrictEqual(refused('byPassCache', WRONG_FORMAT, 'wrongFormat'));
    const { byPassCache: _omitted, ...without } = body();
    expect(decodeReportPayload(def, without, context)).toStrictEqual(refused('byPassCache', WRONG_FORMAT, 'wrongFormat'));
  });

  it('formatType is required, one value, one of the report formats', () => {
    expect(decodeReportPayload(def, body(withValue('formatType', ['docx'])), context)).toStrictEqual(refused('formatType', WRONG_FORMAT, 'wrongFormat'));
    expect(decodeReportPayload(def, body(withValue('formatType', ['pdf', 'pdf'])), context)).toStrictEqual(refused('formatType', WRONG_FORMAT, 'wrongFormat'));
    expect(decodeReportPayload(def, body(list().filter((p) => p.name !== 'formatType')), context))
      .toStrictEqual(refused('formatType', 'Måste fyllas i', 'requiredShort'));
  });
});
