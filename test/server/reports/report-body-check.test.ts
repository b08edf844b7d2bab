// The server checks a report body with the report's own definition: shape, decoded values against every rule, and the
// round trip (the form must build exactly this body from those values). Answers: 400 { code, message, fields }.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, reportBody } from './report-harness.js';

const FORM_TEXT = 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

async function post(user: string, url: string, payload: unknown) {
  const token = await accessTokenFor(t, user);
  return t.app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), payload: payload as object });
}

async function fieldsOf(user: string, url: string, payload: unknown) {
  const r = await post(user, url, payload);
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toMatchObject({ code: 'error.validation', message: FORM_TEXT });
  return r.json().fields as { field: string; message: string }[];
}

const agency = (code: string) => `/agencies/1001/reports/${code}`;

describe('a broken rule answers the form’s Swedish error on its field', () => {
  it.each([
    ['a span over 31 days', 'EKORDF01', { P_FOM: '2026-09-01', P_TOM: '2026-10-31' }, [{ field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 31 dagar.' }]],
    ['today where yesterday is the latest', 'EKORDF01', { P_FOM: '2026-11-01', P_TOM: '2026-11-02' }, [{ field: 'P_TOM', message: 'Datumet får inte vara senare än gårdagens datum.' }]],
    ['a missing end of a range', 'EKORDF01', { P_FOM: '2026-11-01' }, [{ field: 'P_TOM', message: 'Måste fyllas i' }]],
    ['a day that does not exist', 'EKORDF01', { P_FOM: '2026-02-30', P_TOM: '2026-03-01' }, [{ field: 'P_FOM', message: 'Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.' }]],
    ['the current week for a settlement', 'EKORDA01', { P_VECKA: '2645' }, [{ field: 'P_VECKA', message: 'Vecka måste vara innan nuvarande vecka.' }]],
    ['twelve months in the bookkeeping basis', 'EKORBF01', { P_TYP: '3', P_FOM: '2510', P_TOM: '2610' }, [{ field: 'MTOM', message: 'Det valda intervallet av månader är större än elva. Använd år istället.' }]],
    ['31 days counted with both ends: the 1st to the 1st of the next month is 32', 'EKORDF01', { P_FOM: '2026-10-01', P_TOM: '2026-11-01' }, [{ field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 31 dagar.' }]],
    ['a 366-day window for a 365-day report', 'EKOROM12', { P_FOM: '251101', P_TOM: '2026-11-01' }, [{ field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 365 dagar.' }]],
    ['four week numbers for three weeks', 'STAT_LOTTPART', { P_FOM: '2641', P_TOM: '2644' }, [{ field: 'VTOM', message: 'Skillnaden i veckor får inte vara mer än 3 veckor.' }]],
    ['week 53 of a year with 52 weeks', 'EKORAN01', { P_VECKA: '2553' }, [{ field: 'P_VECKA', message: 'Måste anges som ååvv' }]],
    ['week 00', 'EKORAN01', { P_VECKA: '2500' }, [{ field: 'P_VECKA', message: 'Måste anges som ååvv' }]],
    ['61 characters in a year (text inputs hold at most 60, period codes too)', 'STAT_EGNA', { P_AR: '2'.repeat(61) }, [{ field: 'P_AR', message: 'Får innehålla högst 60 tecken.' }]],
    ['a role-restricted option', 'EKORPR03', { P_FOM: '261001', P_TOM: '261031', P_RPTTYP: 'Ovrigt' }, [{ field: 'P_RPTTYP', message: 'Du har inte behörighet att välja det här alternativet.' }]],
  ])('%s', async (_name, code, params, expected) => {
    expect(await fieldsOf('1001_MGR', agency(code), reportBody({ ...params, P_OMBUDNR: '1001' }))).toEqual(expected);
  });
});

describe('what the form would never send', () => {
  it('an unknown parameter, and a helper field that is never sent (x-submit: false)', async () => {
    expect(await fieldsOf('1001_MGR', agency('EKORDF01'), reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001', P_X: '1' })))
      .toEqual([{ field: 'P_X', message: 'Okänd parameter.' }]);
    expect(await fieldsOf('1001_MGR', agency('EKORDA01'), reportBody({ P_VECKA: '2643', VISA_BRUTEN: 'true', P_OMBUDNR: '1001' })))
      .toEqual([{ field: 'VISA_BRUTEN', message: 'Okänd parameter.' }]);
  });

  it('a parameter sent twice', async () => {
    const body = reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001' });
    body.parameterNameValues.listOfParamNameValues.push({ name: 'P_TOM', values: ['2026-10-08'] });
    expect(await fieldsOf('1001_MGR', agency('EKORDF01'), body)).toEqual([{ field: 'P_TOM', message: 'Parametern får bara skickas en gång.' }]);
  });

  it('a field shown only to RETAIL (P_OMBUDNR) naming another agency', async () => {
    expect(await fieldsOf('1001_MGR', agency('EKORDF01'), reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '4004' })))
      .toEqual([{ field: 'P_OMBUDNR', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('a copy the definition makes (P_TOM = P_FOM for a day) that does not match', async () => {
    expect(await fieldsOf('1001_MGR', agency('EKORBF01'), reportBody({ P_TYP: '2', P_FOM: '2026-10-30', P_TOM: '2026-10-31', P_OMBUDNR: '1001' })))
      .toEqual([{ field: 'P_TOM', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('values that skipped their transform (a full date where yymmdd is sent, Övrigt where Ovrigt is)', async () => {
    expect(await fieldsOf('1001_MGR', agency('EKOROM12'), reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-31', P_OMBUDNR: '1001' })))
      .toEqual([{ field: 'P_FOM', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
    expect(await fieldsOf('1001_EKO', agency('EKORPR03'), reportBody({ P_FOM: '261001', P_TOM: '261031', P_RPTTYP: 'Övrigt', P_OMBUDNR: '1001' })))
      .toEqual([{ field: 'P_RPTTYP', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('a broken week without the body’s year and week (read as an unbroken week with a stray choice), and a partner body whose week disagrees with P_VECKA', async () => {
    expect(await fieldsOf('1001_MGR', agency('EKORDA01'), reportBody({ P_VECKA: '2643', P_BRUTENVECKA: 'SLUT', P_OMBUDNR: '1001' })))
      .toEqual([{ field: 'P_BRUTENVECKA', message: 'Fältet ska inte skickas med de valda värdena.' }]);
    expect(await fieldsOf('TELIA1', '/partner/TELIA/economy/reports/PART_RAPPORT', reportBody({ P_VECKA: '2643' }, { type: 'partner', year: '26', week: '42' })))
      .toEqual([{ field: 'week', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('the wrong body type, byPassCache or format', async () => {
    const ok = reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001' });
    expect((await fieldsOf('1001_MGR', agency('EKORDF01'), { ...ok, type: 'partner' })).map((f) => f.field)).toEqual(['type']);
    expect((await fieldsOf('1001_MGR', agency('EKORDF01'), { ...ok, byPassCache: 'false' })).map((f) => f.field)).toEqual(['byPassCache']);
    expect(await fieldsOf('1001_MGR', agency('EKORDF01_excel'), ok)).toEqual([{ field: 'formatType', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('formatType only as the spec’s name/value pair: a body key, a missing pair, two values or an unknown format are refused', async () => {
    const params = { P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001' };
    const pairs = Object.entries(params).map(([name, value]) => ({ name, values: [value] }));
    const body = (list: unknown[], extra: object = {}) => ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: list }, ...extra });
    expect((await fieldsOf('1001_MGR', agency('EKORDF01'), body(pairs, { formatType: 'pdf' }))).map((f) => f.field)).toEqual(['formatType']);
    expect(await fieldsOf('1001_MGR', agency('EKORDF01'), body(pairs))).toEqual([{ field: 'formatType', message: 'Måste fyllas i' }]);
    expect((await fieldsOf('1001_MGR', agency('EKORDF01'), body([...pairs, { name: 'formatType', values: ['pdf', 'xlsx'] }]))).map((f) => f.field)).toEqual(['formatType']);
    expect((await fieldsOf('1001_MGR', agency('EKORDF01'), body([...pairs, { name: 'formatType', values: ['docx'] }]))).map((f) => f.field)).toEqual(['formatType']);
    const pdf = await post('1001_MGR', agency('EKORDF01'), body([...pairs, { name: 'formatType', values: ['pdf'] }]));
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('a range at its inclusive limit is accepted: 31 days, 365 days, 3 week numbers, 11 month numbers', async () => {
    for (const [code, params] of [
      ['EKORDF01', { P_FOM: '2026-10-01', P_TOM: '2026-10-31' }], ['EKOROM12', { P_FOM: '251102', P_TOM: '2026-11-01' }],
      ['STAT_LOTTPART', { P_FOM: '2642', P_TOM: '2644' }], ['EKORBF01', { P_TYP: '3', P_FOM: '2512', P_TOM: '2610' }],
    ] as const) {
      const r = await post('1001_MGR', agency(code), reportBody({ ...params, P_OMBUDNR: '1001' }));
      expect(r.statusCode, `${code} ${r.body}`).toBe(200);
    }
  });

  it('the transformed values the form does send are accepted', async () => {
    const r = await post('1001_EKO', agency('EKORPR03'), reportBody({ P_FOM: '261001', P_TOM: '261031', P_RPTTYP: 'Ovrigt', P_OMBUDNR: '1001' }));
    expect(r.statusCode, r.body).toBe(200);
  });

  it('a body that is not an object', async () => {
    const r = await post('1001_MGR', agency('EKORDF01'), ['P_FOM']);
    expect(r.statusCode).toBe(400);
  });
});
