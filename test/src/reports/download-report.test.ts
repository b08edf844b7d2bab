import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiFetch, createApiFetch } from '@/api/http-client';
import { REPORT_TIMEOUT_MS, downloadReport, reportPath, reportUsername } from '@/features/reports/api/download-report';
import { fakeFetch, json, on } from '../support/fake-fetch';
import { reportContext, reportDefinition } from './helpers';
import { reportCallOf } from '../../setup-engine';


const OCTOBER = { P_FOM: '2026-10-01', P_TOM: '2026-10-31' };
const dailySales = (ctx = reportContext(), values: Record<string, string> = OCTOBER, formatType: 'pdf' | 'xlsx' = 'pdf') =>
  reportCallOf(reportDefinition('EKORDF01'), values, ctx, { formatType });

describe('reportUsername', () => {
  it('lower-cases and puts dots for spaces (part 2 §7)', () => {
    expect(reportUsername('Anna Berg')).toBe('anna.berg');
    expect(reportUsername(' Per  Olof Ek ')).toBe('per.olof.ek');
    expect(reportUsername('ADMIN1')).toBe('admin1');
  });
});

describe('reportPath per role (part 2 §6, §7)', () => {
  it('agency staff: their own agency', () => {
    expect(reportPath(dailySales(), { roles: ['EKONOMI'], username: '1001_EKO' })).toBe('/api/api-retail/v2/agencies/1001/reports/EKORDF01');
  });

  it('xlsx: the code gets _excel', () => {
    const request = dailySales(reportContext(), OCTOBER, 'xlsx');
    expect(reportPath(request, { roles: ['OMBMGR'], username: '1001_MGR' })).toBe('/api/api-retail/v2/agencies/1001/reports/EKORDF01_excel');
  });

  it('RETAIL: the agency typed into P_OMBUDNR', () => {
    const request = dailySales(reportContext({ roles: ['RETAIL'], agencyNumber: '' }), { ...OCTOBER, P_OMBUDNR: '4004' });
    expect(reportPath(request, { roles: ['RETAIL'], username: 'KEDJA3' })).toBe('/api/api-retail/v2/agencies/4004/reports/EKORDF01');
  });

  it('internal staff: the internal endpoint with the chosen agency and the user name lower-cased with dots', () => {
    const ctx = reportContext({ roles: ['SALJCOACH'], agencyNumber: '', selectedAgencyNumber: '3003' });
    expect(reportPath(dailySales(ctx), { roles: ['SALJCOACH'], username: 'Anna Berg' })).toBe(
      '/api/api-retail/v2/internal/economy/reports/EKORDF01?agencyNumber=3003&username=anna.berg',
    );
  });

  it('partners: the partner endpoint with the id from the role, body type partner with year and week', () => {
    const ctx = reportContext({ roles: ['PARTNER_FOLKSPEL'], agencyNumber: '' });
    const request = reportCallOf(reportDefinition('PART_LOTTAVR'), { P_VECKA: '2640' }, ctx, {});
    expect(reportPath(request, { roles: ctx.roles, username: 'FOLKSPEL1' })).toBe('/api/api-retail/v2/partner/FOLKSPEL/economy/reports/PART_LOTTAVR');
    expect(request.body).toMatchObject({ type: 'partner', year: '26', week: '40' });
  });
});

describe('downloadReport', () => {
  it('posts the engine body as a blob request with the 120 s timeout', async () => {
    const apiFetch = vi.fn(async () => new Blob(['%PDF'])) as unknown as ApiFetch;
    const request = dailySales();
    await downloadReport(request, { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch);
    expect(apiFetch).toHaveBeenCalledWith('/api/api-retail/v2/agencies/1001/reports/EKORDF01', expect.objectContaining({
      method: 'POST', body: request.body, responseType: 'blob', timeout: REPORT_TIMEOUT_MS,
    }));
    expect(REPORT_TIMEOUT_MS).toBe(120_000);
  });

  const client = (...routes: Parameters<typeof fakeFetch>) => {
    const backend = fakeFetch(...routes);
    return { ...backend, apiFetch: createApiFetch({ store: createStore(), fetch: backend.fetch }) };
  };
  const PATH = '/api/api-retail/v2/agencies/1001/reports/EKORDF01';

  it('answers the file as a Blob and sends exactly the engine body', async () => {
    const pdf = new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    const { apiFetch, requests } = client(on(PATH, () => pdf, 'POST'));
    const request = dailySales();
    const file = await downloadReport(request, { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch);
    expect(file.size).toBe(4);
    expect(file.type).toBe('application/pdf');
    expect(requests[0]!.body).toBe(JSON.stringify(request.body));
    expect(requests[0]!.headers.get('accept')).toContain('application/pdf');
  });

  it("turns a JSON error answer back into the server's code, message and fields", async () => {
    const body = { code: 'error.validation', message: 'Rätta dem.', fields: [{ field: 'P_TOM', message: 'För långt.' }] };
    const { apiFetch } = client(on(PATH, () => json(400, body), 'POST'));
    const error = await downloadReport(dailySales(), { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'error.validation', message: 'Rätta dem.', data: body });
  });

  it('keeps the status of an error answer that is not JSON', async () => {
    const { apiFetch } = client(on(PATH, () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }), 'POST'));
    const error = await downloadReport(dailySales(), { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: undefined });
  });

  describe('with a cancel signal (the page\'s "Avbryt")', () => {
    afterEach(() => vi.useRealTimers());
    /** A fetch that never answers: it rejects when its signal aborts, with the signal's reason. */
    const hanging = () => {
      const signals: AbortSignal[] = [];
      const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const signal = init!.signal!;
        signals.push(signal);
        return new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
      });
      return { signals, apiFetch: createApiFetch({ store: createStore(), fetch }) };
    };

    it('aborts the request when cancelled', async () => {
      const { signals, apiFetch } = hanging();
      const cancel = new AbortController();
      const download = downloadReport(dailySales(), { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch, cancel.signal).catch((e: unknown) => e);
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      cancel.abort();
      await download;
      expect(signals[0]!.aborted).toBe(true);
    });

    it('still times out after 120 s (ofetch drops its own timeout when given a signal), in Swedish', async () => {
      vi.useFakeTimers();
      const { signals, apiFetch } = hanging();
      const download = downloadReport(dailySales(), { roles: ['EKONOMI'], username: '1001_EKO' }, apiFetch, new AbortController().signal).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REPORT_TIMEOUT_MS - 1);
      expect(signals[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await download).toMatchObject({ status: 0, message: 'Servern svarade inte i tid. Försök igen.' });
    });
  });
});
