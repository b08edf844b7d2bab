// Issue 41 §1: "Visa" shows the report in the page: the same header, cell texts and Summa as the PDF, on the same
// access rules, body check and caps (the preview is the file's request with /preview after it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, pdfText, reportBody, setToday } from './report-harness.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); setToday(t, '2026-11-02'); });
afterAll(async () => t.close());

const october = (agency = '1001', formatType: 'pdf' | 'xlsx' = 'pdf') => reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: agency }, { formatType });

async function post(user: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(await accessTokenFor(t, user)), payload: payload as object });
}

interface Preview { title: string; lines: string[][]; columns: { title: string; align: string }[]; rows: string[][]; totals?: string[]; rowCount: number; note?: string; chart?: { kind: string; series: { title: string }[]; points: { x: string; values: number[] }[] } }

describe('report preview', () => {
  it('shows the PDF’s title, header lines, cells and Summa, and the chart the definition declares', async () => {
    const r = await post('1001_MGR', '/agencies/1001/reports/EKORDF01/preview', october());
    expect(r.statusCode, r.body).toBe(200);
    const preview = r.json<Preview>();
    expect(preview.title).toBe('Daglig försäljning (EKORDF01)');
    expect(preview.lines.map(([label]) => label)).toEqual(['Ombud', 'Period', 'Skapad']);
    expect(preview.lines[1]).toEqual(['Period', '2026-10-01 – 2026-10-07']);
    expect(preview.columns.map((c) => `${c.title}:${c.align}`)).toEqual(['Datum:right', 'Spel:left', 'Kvitton:right', 'Insats:right', 'Utbetalda vinster:right', 'Netto:right']);
    expect(preview.rowCount).toBe(preview.rows.length);
    expect(preview.note).toBeUndefined();
    expect(preview.totals?.[0]).toBe('Summa');
    expect(preview.totals?.[3]).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d\d kr$/);
    const pdf = await pdfText((await post('1001_MGR', '/agencies/1001/reports/EKORDF01', october())).rawPayload);
    const summa = pdf.split('\n').find((line) => line.startsWith('Summa'));
    expect(summa?.replace(/\s+/g, ' ')).toBe(preview.totals!.join(' ').replace(/\s+/g, ' '));
    expect(preview.chart).toMatchObject({ kind: 'line', series: [{ title: 'Insats' }, { title: 'Utbetalda vinster' }] });
    expect(preview.chart?.points.map((p) => p.x)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    // A chart point is the day's sum over the games, exact in öre.
    const stakeOf = (day: string) => preview.rows.filter((row) => row[0] === day).reduce((sum, row) => sum + Math.round(Number(row[3]!.replace(/[\u00a0 kr]/g, '').replace(',', '.')) * 100), 0) / 100;
    expect(preview.chart?.points[0]?.values[0]).toBe(stakeOf('2026-10-01'));
  });

  it('draws no line through one day (EKORDF01’s default): one point is an empty plot, the table holds the day', async () => {
    const r = await post('1001_MGR', '/agencies/1001/reports/EKORDF01/preview', reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-01', P_OMBUDNR: '1001' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<Preview>().rows.length).toBeGreaterThan(0);
    expect(r.json<Preview>().chart).toBeUndefined();
  });

  it('the Excel code previews the same document', async () => {
    const r = await post('1001_MGR', '/agencies/1001/reports/EKORDF01_excel/preview', october('1001', 'xlsx'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<Preview>().totals?.[0]).toBe('Summa');
  });

  it('refuses what the file refuses: another agency 403, a seller 403, no token 401, a bad body 400 with fields, unknown 404', async () => {
    expect((await post('2002_MGR', '/agencies/1001/reports/EKORDF01/preview', october())).statusCode).toBe(403);
    expect((await post('1001_SALJ', '/agencies/1001/reports/EKORDF01/preview', october())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${API}/agencies/1001/reports/EKORDF01/preview`, payload: october() })).statusCode).toBe(401);
    const bad = await post('1001_MGR', '/agencies/1001/reports/EKORDF01/preview', reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-11-02', P_OMBUDNR: '1001' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string; fields: { field: string }[] }>()).toMatchObject({ code: 'error.validation' });
    expect(bad.json<{ fields: { field: string }[] }>().fields.length).toBeGreaterThan(0);
    expect((await post('1001_MGR', '/agencies/1001/reports/EKORXX99/preview', october())).statusCode).toBe(404);
    // DIGITAL hides EKORDA01 for agency 2002 (the segment rule), for the preview too.
    expect((await post('2002_MGR', '/agencies/2002/reports/EKORDA01/preview', reportBody({ P_VECKA: '2643', P_OMBUDNR: '2002' }))).statusCode).toBe(403);
  });

  it('KEDJA3 previews a chain agency that shares its reports, not one outside its chain', async () => {
    expect((await post('KEDJA3', '/agencies/3003/reports/EKORDF01/preview', october('3003'))).statusCode).toBe(403);
  });
});

describe('a long report', () => {
  it('shows its first 500 rows and says how many there are', async () => {
    const { reportPreview } = await import('../../../server/reports/report-preview.js');
    const { buildReportDocument } = await import('../../../server/reports/report-document.js');
    const rows = Array.from({ length: 501 }, (_, i) => ({ datum: '2026-10-01', kvitton: i }));
    const doc = buildReportDocument({
      code: 'X', title: 'X', subject: ['Ombud', '1001'], rows, period: { from: '2026-10-01', to: '2026-10-01' }, now: new Date(0),
      dataset: { sql: '', source: { view: 'rpt_daily_sales', date: 'sales_date', where: '1 = 1' }, period: { from: 'a', to: 'b' }, columns: [{ key: 'datum', title: 'Datum', kind: 'date' }, { key: 'kvitton', title: 'Kvitton', kind: 'integer', total: 'sum', measure: 'receipts' }] },
    });
    const preview = reportPreview(doc);
    expect(preview.rows).toHaveLength(500);
    expect(preview.rowCount).toBe(501);
    expect(preview.note).toBe('Visar de första 500 av 501 raderna. Ladda ner rapporten för att se alla.');
    expect(preview.totals).toEqual(['Summa', '125\u00a0250']);
  });
});
