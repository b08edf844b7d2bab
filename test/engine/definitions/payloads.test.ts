import { beforeEach, describe, expect, it } from 'vitest';
import { type Definition, checkAgainstSchema, wireTools } from '@ombudsportalen/engine';
import { reportRequestSchema as portalRequestSchema } from '@ombudsportalen/portal/reports/report-wire';
import { REPORT_CODES, ctx, define, fixture, pdfOnly } from './helpers';
import { reportCallOf, testEngine } from '../../setup-engine';

const { buildFormPayload, buildReportPayload, prepareReportRequest, runExamples } = testEngine;
const reportRequestSchema = (def: Definition) => portalRequestSchema(def, wireTools(def));

const params = (list: [string, string][]) => list.map(([name, value]) => ({ name, values: [value] }));

describe('report payloads byte for byte', () => {
  it.each(REPORT_CODES)('%s: every golden example holds', (code) => {
    expect(runExamples(fixture(code))).toStrictEqual([]);
  });

  it('EKOROM12: P_FOM loses its first 2 characters and hyphens; key order is fixed', () => {
    const body = buildReportPayload(fixture('EKOROM12'), { P_FOM: '2024-02-01', P_TOM: '2024-02-29' }, ctx());
    expect(JSON.stringify(body)).toBe(
      '{"type":"agency","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[' +
        '{"name":"P_FOM","values":["240201"]},{"name":"P_TOM","values":["2024-02-29"]},{"name":"P_OMBUDNR","values":["12345"]},{"name":"formatType","values":["pdf"]}]}}',
    );
  });

  it('EKORPR03: both dates shortened, Övrigt sent as Ovrigt', () => {
    const body = buildReportPayload(fixture('EKORPR03'), { P_FOM: '2024-03-01', P_TOM: '2024-03-14', P_RPTTYP: 'Övrigt' }, ctx({ roles: ['EKONOMI'] }), { formatType: 'xlsx' });
    expect(body.parameterNameValues.listOfParamNameValues).toStrictEqual(params([['P_FOM', '240301'], ['P_TOM', '240314'], ['P_RPTTYP', 'Ovrigt'], ['P_OMBUDNR', '12345'], ['formatType', 'xlsx']]));
    expect('formatType' in body).toBe(false); // part 2 §3: a name/value pair, never a body key
  });

  it('EKORBF01: P_TOM = P_FOM only for period type 2', () => {
    const def = fixture('EKORBF01');
    expect(buildReportPayload(def, { P_TYP: '2', DAG: '2024-03-14' }, ctx()).parameterNameValues.listOfParamNameValues.map((p) => p.name)).toStrictEqual(['P_TYP', 'P_FOM', 'P_TOM', 'P_OMBUDNR', 'formatType']);
    expect(buildReportPayload(def, { P_TYP: '3', MFOM: '2401', MTOM: '2402' }, ctx()).parameterNameValues.listOfParamNameValues).toStrictEqual(params([['P_TYP', '3'], ['P_FOM', '2401'], ['P_TOM', '2402'], ['P_OMBUDNR', '12345'], ['formatType', 'pdf']]));
  });

  it('broken week: year and week only when both P_BRUTENVECKA and P_VECKA are set', () => {
    const def = fixture('EKORDA01');
    const broken = buildReportPayload(def, { P_VECKA: '2409', VISA_BRUTEN: true, P_BRUTENVECKA: 'HELA' }, ctx());
    expect(JSON.stringify(broken).startsWith('{"type":"agency","year":"24","week":"09","byPassCache":"true",')).toBe(true);
    const whole = buildReportPayload(def, { P_VECKA: '2409', VISA_BRUTEN: false }, ctx());
    expect('year' in whole || 'week' in whole).toBe(false);
  });

  it('a payload never holds undefined: JSON round trip is identity', () => {
    const body = buildReportPayload(fixture('EKORDA01'), { P_VECKA: '2409', VISA_BRUTEN: undefined, P_BRUTENVECKA: undefined }, ctx());
    expect(JSON.parse(JSON.stringify(body))).toStrictEqual(body);
  });

  it('refuses a format the report does not offer, and non-report definitions', () => {
    expect(() => buildReportPayload(pdfOnly('EKORDA01'), { P_VECKA: '2409' }, ctx(), { formatType: 'xlsx' })).toThrow(/no xlsx/);
    expect(() => buildReportPayload(define({ a: { type: 'string' } }), {}, ctx())).toThrow(/not a report/);
  });
});

describe('report requests', () => {
  it('agency: URL code gets _excel for xlsx; file name is code + format', () => {
    const req = reportCallOf(fixture('EKOROM12'), { P_FOM: '2024-02-01', P_TOM: '2024-02-29' }, ctx({ roles: ['ADMIN'], agencyNumber: '', selectedAgencyNumber: '777' }), { formatType: 'xlsx' });
    expect(req).toMatchObject({ reportCode: 'EKOROM12', urlCode: 'EKOROM12_excel', agencyNumber: '777', fileName: 'EKOROM12.xlsx' });
  });

  it('RETAIL: the agency number is the typed P_OMBUDNR', () => {
    const req = reportCallOf(fixture('EKOROM12'), { P_FOM: '2024-02-01', P_TOM: '2024-02-29', P_OMBUDNR: '4242' }, ctx({ roles: ['RETAIL'], agencyNumber: '' }));
    expect(req.agencyNumber).toBe('4242');
  });

  it('partner: the partner id comes from the first role; the body has type partner, year and week', () => {
    const req = reportCallOf(fixture('PART_RAPPORT'), { P_VECKA: '2410' }, ctx({ roles: ['PARTNER_TELIA'], agencyNumber: '' }));
    expect(req.partnerId).toBe('TELIA');
    expect(JSON.stringify(req.body)).toBe('{"type":"partner","year":"24","week":"10","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[{"name":"P_VECKA","values":["2410"]},{"name":"formatType","values":["pdf"]}]}}');
  });

  it('prepareReportRequest validates first', () => {
    const prepared = prepareReportRequest(fixture('PART_RAPPORT'), { P_VECKA: '2412' }, ctx({ roles: ['PARTNER_TELIA'] }));
    expect(prepared).toStrictEqual({ ok: false, errors: [{ field: 'P_VECKA', message: 'Vecka får inte vara i framtiden.', code: 'weekNotInFuture' }], formMessage: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.' });
  });
});

describe('form payloads', () => {
  let def: Definition;
  beforeEach(() => {
    def = define({
      agencyPhone: { type: 'string', format: 'phone' },
      visitingAddress: { type: 'string' },
      visitingCity: { type: 'string' },
      shareAgencyReport: { type: 'boolean' },
      invoiceCity: { type: 'string' },
      username: { type: 'string' },
      note: { type: 'string', 'x-submit': false },
    }, {
      'x-payload': { nest: { agencyVisitingAddress: ['visitingAddress', 'visitingCity'], agencyInvoiceAddress: ['invoiceCity'] } },
      'x-transforms': [{ op: 'upperCase', params: ['username'] }],
    });
  });

  it('nests declared groups where their first field stands, keeps types, drops unset and submit:false', () => {
    const body = buildFormPayload(def, { agencyPhone: '0812345', visitingAddress: 'Storgatan 1', visitingCity: 'Solna', shareAgencyReport: false, invoiceCity: '', username: 'anna_1', note: 'x' }, ctx());
    expect(JSON.stringify(body)).toBe('{"agencyPhone":"0812345","agencyVisitingAddress":{"visitingAddress":"Storgatan 1","visitingCity":"Solna"},"shareAgencyReport":false,"username":"ANNA_1"}');
  });
});

describe('the server checks request bodies with the same definition', () => {
  it('every golden payload matches reportRequestSchema; a foreign parameter does not', () => {
    for (const code of REPORT_CODES) {
      const def = fixture(code);
      const schema = reportRequestSchema(def);
      for (const ex of def.examples.filter((e) => e.payload)) expect(checkAgainstSchema(schema, ex.payload, code), ex.name).toStrictEqual([]);
    }
    const body = buildReportPayload(fixture('EKOROM12'), { P_FOM: '2024-02-01', P_TOM: '2024-02-29' }, ctx());
    body.parameterNameValues.listOfParamNameValues.push({ name: 'P_TYP', values: ['2'] });
    expect(checkAgainstSchema(reportRequestSchema(fixture('EKOROM12')), body, 'request').map((p) => p.pointer)).toStrictEqual(['/parameterNameValues/listOfParamNameValues/4/name']);
  });
});
