// Swedish formats, and what the files say: header (report, agency, period, Stockholm time), headings, rows, totals,
// the no-data row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { formatAmount, formatCell, formatInteger, formatPercent, stockholmTimestamp } from '../../../server/reports/swedish-format.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';
import { API, pdfText, reportBody, xlsxRows } from './report-harness.js';

describe('Swedish number, date and time formats', () => {
  it('space thousands separator, comma decimals, kr after amounts', () => {
    expect(formatAmount(1234.5).replace(/\u00a0/g, ' ')).toBe('1 234,50 kr');
    expect(formatAmount(-0.5)).toBe('-0,50 kr');
    expect(formatAmount(1234567.891).replace(/\u00a0/g, ' ')).toBe('1 234 567,89 kr');
    expect(formatInteger(1000).replace(/\u00a0/g, ' ')).toBe('1 000');
    expect(formatInteger(999)).toBe('999');
    expect(formatPercent(0.06)).toBe('6,00 %');
    expect(formatPercent(0.125)).toBe('12,50 %');
    expect(formatCell('date', '2026-10-01')).toBe('2026-10-01');
    expect(formatCell('amount', null)).toBe('');
  });

  it('the generation time is Stockholm time, summer and winter', () => {
    expect(stockholmTimestamp(new Date('2026-11-02T08:00:00Z'))).toBe('2026-11-02 09:00');
    expect(stockholmTimestamp(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01 10:00');
    expect(stockholmTimestamp(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30');
  });
});

describe('the files', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await accessTokenFor(t, '1001_MGR');
  });
  afterAll(async () => t.close());

  const post = (code: string, params: Record<string, string>, format: 'pdf' | 'xlsx' = 'pdf') => t.app.inject({
    method: 'POST', url: `${API}/agencies/1001/reports/${reportUrlCode(code, format)}`, headers: bearer(token),
    payload: reportBody({ ...params, P_OMBUDNR: '1001' }, { formatType: format }),
  });

  it('PDF: title, agency number and name, period, generation time, headings, rows and the totals row', async () => {
    const r = await post('EKORDF01', { P_FOM: '2026-10-01', P_TOM: '2026-10-31' });
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Daglig försäljning');
    expect(text).toContain('1001 Kioskkompaniet Drottninggatan');
    expect(text).toContain('2026-10-01 – 2026-10-31');
    expect(text).toContain('2026-11-02 09:00');
    expect(text).toContain('Utbetalda vinster');
    expect(text).toMatch(/Summa/);
    expect(text).toMatch(/\d{1,3}( \d{3})+,\d{2} kr/); // a total in the thousands, Swedish style
    expect(text).toContain('EKORDF01 · Sida 1 av');
  });

  it('PDF: a week report shows the week’s Monday to Sunday; a period without data says so', async () => {
    const week = await pdfText((await post('EKORDA01', { P_VECKA: '2644' })).rawPayload);
    expect(week).toContain('2026-10-26 – 2026-11-01');
    const empty = await pdfText((await post('EKORDF01', { P_FOM: '2023-01-01', P_TOM: '2023-01-07' })).rawPayload);
    expect(empty).toContain('Inga uppgifter för perioden.');
    expect(empty).not.toContain('Summa');
  });

  it('XLSX: header lines, heading row, typed cells, and totals that add up', async () => {
    const r = await post('EKORDF01', { P_FOM: '2026-10-01', P_TOM: '2026-10-07' }, 'xlsx');
    const rows = await xlsxRows(r.rawPayload);
    expect(rows[1]?.[0]).toBe('Daglig försäljning');
    expect(rows[2]).toEqual(['Ombud', '1001 Kioskkompaniet Drottninggatan']);
    expect(rows[3]).toEqual(['Period', '2026-10-01 – 2026-10-07']);
    expect(rows[4]?.[0]).toBe('Skapad');
    expect(rows[6]).toEqual(['Datum', 'Spel', 'Kvitton', 'Insats', 'Utbetalda vinster', 'Netto']);
    const data = rows.slice(7, -1);
    expect(data.length).toBe(7 * 10); // seven days, ten games at the kiosk
    expect(data[0]?.[0]).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(typeof data[0]?.[3]).toBe('number');
    const totals = rows[rows.length - 1] ?? [];
    expect(totals[0]).toBe('Summa');
    const sum = (i: number) => Math.round(data.reduce((s, row) => s + Number(row[i]), 0) * 100) / 100;
    expect(totals[3]).toBeCloseTo(sum(3), 2);
    expect(totals[5]).toBeCloseTo(sum(3) - sum(4), 2);
  });

  it('XLSX: a period without data has the no-data row and no totals', async () => {
    const rows = await xlsxRows((await post('EKORDF01', { P_FOM: '2023-01-01', P_TOM: '2023-01-07' }, 'xlsx')).rawPayload);
    expect(rows[7]?.[0]).toBe('Inga uppgifter för perioden.');
    expect(rows.length).toBe(8);
  });

  it('the bookkeeping basis balances: debit total equals credit total', async () => {
    const rows = await xlsxRows((await post('EKORBF01', { P_TYP: '4', P_FOM: '2025', P_TOM: '2025' }, 'xlsx')).rawPayload);
    const totals = rows[rows.length - 1] ?? [];
    expect(totals[0]).toBe('Summa');
    expect(totals[2]).toBeCloseTo(Number(totals[3]), 2);
  });
});
