import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_DOWNLOAD_MS } from '@/features/reports/hooks/useReportDownload';
import { PARTNER_REPORT_SECTIONS } from '@/features/reports/report-sections';
import { json, on } from '../support/fake-fetch';
import { renderReports } from './render-reports';

const API = '/api/api-retail/v2';
const DAILY_SALES = 'Daglig försäljning (EKORDF01)';
const pdf = () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });

let saved: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));


async function openReport(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: title }));
  return within(screen.getByRole('region', { name: title }));
}

const EKO = { username: '1001_EKO', roles: ['EKONOMI'], agencyNumber: '1001' };
const RETAIL = { username: 'KEDJA3', roles: ['RETAIL'], agencyNumber: '' };

describe('ReportList on /ekonomirapporter', () => {
  it('lists the groups and downloads the default period as EKORDF01.pdf, "Laddar..." meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const { user, requests } = renderReports(EKO, [on(`${API}/agencies/1001/reports/EKORDF01`, () => new Promise((r) => (answer = r)), 'POST')]);
    expect(screen.getByRole('heading', { level: 2, name: 'Ekonomi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Statistik' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /STAT_BANPROV/ })).toBeNull();
    const report = await openReport(user, DAILY_SALES);
    expect(report.getByRole('heading', { level: 4, name: 'Parametrar' })).toBeTruthy();
    expect((report.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement).value).toBe('pdf');
    expect(report.queryByLabelText(/Ombudsnummer/)).toBeNull();

    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    await waitFor(() => expect((report.getByRole('button', { name: 'Laddar...' }) as HTMLButtonElement).disabled).toBe(true));
    answer(pdf());
    await waitFor(() => expect(saved).toEqual(['EKORDF01.pdf']));
    expect(requests[0]!.body).toBe(JSON.stringify({
      type: 'agency', byPassCache: 'true',
      parameterNameValues: { listOfParamNameValues: [{ name: 'P_FOM', values: ['2026-11-24'] }, { name: 'P_TOM', values: ['2026-11-24'] }, { name: 'P_OMBUDNR', values: ['1001'] }, { name: 'formatType', values: ['pdf'] }] },
    }));
    expect(report.getByRole('button', { name: 'Ladda ner' })).toBeTruthy();
  });

  it('asks for xlsx with the _excel code and saves EKORDF01.xlsx', async () => {
    const { user } = renderReports(EKO, [on(`${API}/agencies/1001/reports/EKORDF01_excel`, () => pdf(), 'POST')]);
    const report = await openReport(user, DAILY_SALES);
    await user.selectOptions(report.getByRole('combobox', { name: 'Format' }), 'Excel (xlsx)');
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    await waitFor(() => expect(saved).toEqual(['EKORDF01.xlsx']));
  });

  it('RETAIL types the agency; a refusal shows the RETAIL text and the toast', async () => {
    const refused = json(403, { code: 'error.forbidden', message: 'Du har inte behörighet.' });
    const { user, requests } = renderReports(RETAIL, [on(`${API}/agencies/2002/reports/EKORDF01`, () => refused, 'POST')]);
    const report = await openReport(user, DAILY_SALES);
    await user.type(report.getByLabelText(/Ombudsnummer/), '2002');
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    expect((await report.findByRole('alert')).textContent).toBe('Du har inte rätt att hämta ekonomirapporter för detta ombudsnummer.');
    expect(screen.getByText('Fel vid hämtning av rapport 403')).toBeTruthy();
    expect(requests[0]!.url).toBe(`${API}/agencies/2002/reports/EKORDF01`);
    expect(saved).toEqual([]);
    // After the toast the error goes to /log once, with the report's code and the HTTP status.
    await waitFor(() => expect(requests.filter((r) => r.url === '/log')).toHaveLength(1));
    const log = JSON.parse(requests.find((r) => r.url === '/log')!.body) as Record<string, unknown>;
    expect(log).toMatchObject({ msg: 'Error fetching report EKORDF01 (403)', logLevel: 'error', error: 'ApiError 403 error.forbidden: Du har inte behörighet.' });
  });

  it('a new attempt takes the old banner away: 403 for 2002, then the agency cleared shows only the form text', async () => {
    const refused = json(403, { code: 'error.forbidden', message: 'Du har inte behörighet.' });
    const { user, requests } = renderReports(RETAIL, [on(`${API}/agencies/2002/reports/EKORDF01`, () => refused, 'POST')]);
    const report = await openReport(user, DAILY_SALES);
    await user.type(report.getByLabelText(/Ombudsnummer/), '2002');
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    expect((await report.findByRole('alert')).textContent).toBe('Du har inte rätt att hämta ekonomirapporter för detta ombudsnummer.');
    await user.clear(report.getByLabelText(/Ombudsnummer/));
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    await waitFor(() => expect(report.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.']));
    expect(report.getByText('Måste fyllas i')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/reports/'))).toHaveLength(1); // the invalid form sent nothing
  });

  it("shows the server's field errors under their fields and its form text in the banner", async () => {
    const body = { code: 'error.validation', message: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.', fields: [{ field: 'P_TOM', message: 'Värdet stämmer inte.' }] };
    const { user } = renderReports(EKO, [on(`${API}/agencies/1001/reports/EKORDF01`, () => json(400, body), 'POST')]);
    const report = await openReport(user, DAILY_SALES);
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    expect(await report.findByText('Värdet stämmer inte.')).toBeTruthy();
    expect(report.getAllByRole('alert').map((a) => a.textContent)).toContain(body.message);
    expect(screen.getByText('Fel vid hämtning av rapport 400')).toBeTruthy();
  });
});

/** Report requests that hang until answered or aborted (the fake backend answers everything else); their signals kept. */
function hangingReports() {
  const fallback = globalThis.fetch;
  const signals: AbortSignal[] = [];
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/reports/')) return fallback(input, init);
    const signal = init!.signal!;
    signals.push(signal);
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  });
  return { signals, answer: (response: Response) => answer(response) };
}

describe('a report that takes long (issue 38 §4)', () => {
  afterEach(() => vi.useRealTimers());

  async function startDownload() {
    const { user, requests } = renderReports(EKO, []);
    const report = await openReport(user, DAILY_SALES);
    const backend = hangingReports();
    vi.useFakeTimers();
    fireEvent.click(report.getByRole('button', { name: 'Ladda ner' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(backend.signals).toHaveLength(1);
    return { report, requests, backend };
  }

  it('shows "Rapporten skapas …" and "Avbryt" after one second, not before; gone once the file is there', async () => {
    const { report, backend } = await startDownload();
    expect(SLOW_DOWNLOAD_MS).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(report.queryByText('Rapporten skapas …')).toBeNull();
    expect(report.queryByRole('button', { name: 'Avbryt' })).toBeNull();
    expect((report.getByRole('button', { name: 'Laddar...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(report.getByRole('status').textContent).toBe('Rapporten skapas …');
    expect(report.getByRole('button', { name: 'Avbryt' })).toBeTruthy();
    await act(async () => { backend.answer(pdf()); await vi.advanceTimersByTimeAsync(0); });
    expect(saved).toEqual(['EKORDF01.pdf']);
    expect(report.queryByText('Rapporten skapas …')).toBeNull();
    expect(report.queryByRole('button', { name: 'Avbryt' })).toBeNull();
  });

  it('"Avbryt" aborts the request: the form is ready again, the focus on "Ladda ner", no banner, toast or log line', async () => {
    const { report, requests, backend } = await startDownload();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_DOWNLOAD_MS));
    fireEvent.click(report.getByRole('button', { name: 'Avbryt' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(backend.signals[0]!.aborted).toBe(true);
    const download = report.getByRole('button', { name: 'Ladda ner' }) as HTMLButtonElement;
    expect(download.disabled).toBe(false);
    expect(document.activeElement).toBe(download);
    expect(report.queryByText('Rapporten skapas …')).toBeNull();
    expect(report.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Error fetching report/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.filter((r) => r.url === '/log')).toEqual([]);
    expect(saved).toEqual([]);
  });
});

describe('ReportList on /partnerrapporter', () => {
  it("opens the partner's one report and tells a week without data", async () => {
    const noData = json(400, { code: 'error.report.no-data', message: 'Det finns ingen data för den valda veckan.' });
    const folkspel = { username: 'FOLKSPEL1', roles: ['PARTNER_FOLKSPEL'], agencyNumber: '' };
    const { user, requests } = renderReports(folkspel, [on(`${API}/partner/FOLKSPEL/economy/reports/PART_LOTTAVR`, () => noData, 'POST')], PARTNER_REPORT_SECTIONS);
    expect(screen.getByRole('heading', { level: 2, name: 'Avräkning lotteripartner (PART_LOTTAVR)' })).toBeTruthy();
    const report = within(screen.getByRole('region', { name: 'Avräkning lotteripartner (PART_LOTTAVR)' }));
    expect((report.getByLabelText(/Vecka/) as HTMLInputElement).value).toBe('2647'); // the previous week
    await user.click(report.getByRole('button', { name: 'Ladda ner' }));
    expect((await report.findByRole('alert')).textContent).toBe('Det finns ingen data för den valda veckan.');
    expect(screen.getByText('Fel vid hämtning av partnerrapport 400')).toBeTruthy();
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ type: 'partner', year: '26', week: '47' });
    await waitFor(() => expect(requests.filter((r) => r.url === '/log').map((r) => (JSON.parse(r.body) as { msg: string }).msg)).toEqual(['Error fetching partner report PART_LOTTAVR (400)']));
  });
});
