// Part 2 §6 "Report agency resolution" and §8 "Reports": every status the report endpoints answer, per role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, reportBody } from './report-harness.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

const october = (agency?: string, formatType: 'pdf' | 'xlsx' = 'pdf') => reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', ...(agency ? { P_OMBUDNR: agency } : {}) }, { formatType });
const week = (yyvv: string) => reportBody({ P_VECKA: yyvv }, { type: 'partner', year: yyvv.slice(0, 2), week: yyvv.slice(2) });
const months = (from: string, to: string, agency: string) => reportBody({ P_FOM: from, P_TOM: to, P_OMBUDNR: agency });

async function post(user: string, url: string, payload: unknown) {
  const token = await accessTokenFor(t, user);
  return t.app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), payload: payload as object });
}

describe('agency reports: own agency, RETAIL within its chain', () => {
  it('agency staff get their own agency’s report as a PDF attachment', async () => {
    const r = await post('1001_MGR', '/agencies/1001/reports/EKORDF01', october('1001'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe('attachment; filename="EKORDF01.pdf"');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the _excel suffix answers an xlsx workbook', async () => {
    const r = await post('1001_EKO', '/agencies/1001/reports/EKORDF01_excel', october('1001', 'xlsx'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['content-disposition']).toBe('attachment; filename="EKORDF01.xlsx"');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('another agency’s staff, and SALJARE (no report menu), get 403', async () => {
    expect((await post('4004_MGR', '/agencies/1001/reports/EKORDF01', october('1001'))).statusCode).toBe(403);
    const saljare = await post('1001_SALJ', '/agencies/1001/reports/EKORDF01', october('1001'));
    expect(saljare.statusCode).toBe(403);
    expect(saljare.json()).toMatchObject({ code: 'error.forbidden' });
  });

  it('RETAIL: an agency of chain 3 that shares its reports works; outside the chain or not sharing is 403', async () => {
    expect((await post('KEDJA3', '/agencies/4004/reports/EKORDF01', october('4004'))).statusCode).toBe(200);
    for (const agency of ['1002', '2002', '3003', '9999']) {
      expect((await post('KEDJA3', `/agencies/${agency}/reports/EKORDF01`, october(agency))).statusCode, agency).toBe(403);
    }
  });

  it('RETAIL without P_OMBUDNR is 404 "Fyll i ombudsnummer."', async () => {
    const missing = { code: 'error.report.agency-missing', message: 'Fyll i ombudsnummer.' };
    const noPath = await post('KEDJA3', '/agencies//reports/EKORDF01', october());
    expect(noPath.statusCode).toBe(404);
    expect(noPath.json()).toEqual(missing);
    const noParameter = await post('KEDJA3', '/agencies/1001/reports/EKORDF01', october());
    expect(noParameter.statusCode).toBe(404);
    expect(noParameter.json()).toEqual(missing);
  });

  it('RETAIL naming another agency in the body than in the path is 400 on P_OMBUDNR', async () => {
    const r = await post('KEDJA3', '/agencies/1001/reports/EKORDF01', october('4004'));
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual([{ field: 'P_OMBUDNR', message: 'Värdet stämmer inte med formulärets övriga fält.' }]);
  });

  it('a report hidden for the agency’s segment is 403: EKORDA01 for a DIGITAL shop, STAT_BANPROV outside TRACK', async () => {
    expect((await post('2002_MGR', '/agencies/2002/reports/EKORDA01', reportBody({ P_VECKA: '2643', P_OMBUDNR: '2002' }))).statusCode).toBe(403);
    expect((await post('1001_MGR', '/agencies/1001/reports/STAT_BANPROV', months('2601', '2603', '1001'))).statusCode).toBe(403);
    expect((await post('2002_MGR', '/agencies/2002/reports/EKORDI01', reportBody({ P_FOM: '2026-10-26', P_TOM: '2026-11-01', P_OMBUDNR: '2002' }))).statusCode).toBe(200);
  });

  it('STAT_BANPROV without data for the span is 400 with the spec’s text', async () => {
    const r = await post('3003_MGR', '/agencies/3003/reports/STAT_BANPROV', months('2301', '2303', '3003'));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 'error.report.no-data', message: 'Det finns ingen data för det valda spannet.' });
  });

  it('an agency report without data is a file saying so', async () => {
    const r = await post('1001_MGR', '/agencies/1001/reports/EKORDF01', reportBody({ P_FOM: '2023-01-01', P_TOM: '2023-01-07', P_OMBUDNR: '1001' }));
    expect(r.statusCode).toBe(200);
  });

  it('an unknown report, or a format it does not offer, is 404', async () => {
    const unknown = await post('1001_MGR', '/agencies/1001/reports/EKORXX99', october('1001'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'error.report.unknown', message: 'Rapporten finns inte.' });
    // Issue 41 §5: Dagsavräkning offers Excel like the other reports.
    expect((await post('1001_MGR', '/agencies/1001/reports/EKORDA01_excel', reportBody({ P_VECKA: '2643', P_OMBUDNR: '1001' }, { formatType: 'xlsx' }))).statusCode).toBe(200);
  });

  it('no token is 401', async () => {
    const r = await t.app.inject({ method: 'POST', url: `${API}/agencies/1001/reports/EKORDF01`, payload: october('1001') });
    expect(r.statusCode).toBe(401);
  });
});

describe('internal staff act for the picked agency', () => {
  it('ADMIN and SALJCOACH use the internal endpoint with ?agencyNumber=&username=', async () => {
    for (const user of ['ADMIN1', 'COACH1']) {
      const r = await post(user, '/internal/economy/reports/EKORDF01?agencyNumber=4004&username=gustav.engstrom', october('4004'));
      expect(r.statusCode, user).toBe(200);
    }
  });

  it('without a picked agency 404, an unknown agency 404, agency staff 403, the agency endpoint 403', async () => {
    expect((await post('ADMIN1', '/internal/economy/reports/EKORDF01', october('1001'))).json()).toEqual({ code: 'error.report.agency-missing', message: 'Fyll i ombudsnummer.' });
    expect((await post('ADMIN1', '/internal/economy/reports/EKORDF01?agencyNumber=9999', october('9999'))).statusCode).toBe(404);
    expect((await post('1001_MGR', '/internal/economy/reports/EKORDF01?agencyNumber=1001', october('1001'))).statusCode).toBe(403);
    expect((await post('ADMIN1', '/agencies/1001/reports/EKORDF01', october('1001'))).statusCode).toBe(403);
  });
});

describe('partner reports: only the caller’s own partner id', () => {
  it('a partner gets its own week; another partner id is 403', async () => {
    expect((await post('TELIA1', '/partner/TELIA/economy/reports/PART_RAPPORT', week('2643'))).statusCode).toBe(200);
    expect((await post('TELIA1', '/partner/TELE2/economy/reports/PART_RAPPORT', week('2643'))).statusCode).toBe(403);
    expect((await post('1001_MGR', '/partner/TELIA/economy/reports/PART_RAPPORT', week('2643'))).statusCode).toBe(403);
  });

  it('a week without data is 400 "Det finns ingen data för den valda veckan." for both partner reports', async () => {
    const noData = { code: 'error.report.no-data', message: 'Det finns ingen data för den valda veckan.' };
    const telia = await post('TELIA1', '/partner/TELIA/economy/reports/PART_RAPPORT', week('2410'));
    expect(telia.statusCode).toBe(400);
    expect(telia.json()).toEqual(noData);
    const folkspel = await post('FOLKSPEL1', '/partner/FOLKSPEL/economy/reports/PART_LOTTAVR', week('2410'));
    expect(folkspel.json()).toEqual(noData);
  });

  it('the other partner kind’s report is hidden (403); an agency report on the partner endpoint is unknown (404)', async () => {
    expect((await post('TELIA1', '/partner/TELIA/economy/reports/PART_LOTTAVR', week('2643'))).statusCode).toBe(403);
    expect((await post('FOLKSPEL1', '/partner/FOLKSPEL/economy/reports/PART_RAPPORT', week('2643'))).statusCode).toBe(403);
    expect((await post('TELIA1', '/partner/TELIA/economy/reports/EKORDF01', october())).statusCode).toBe(404);
  });
});
