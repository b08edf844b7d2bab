import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientLogRepository } from '../../server/repositories/client-log-repository.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { accessTokenFor, bearer } from './helpers/login.js';

// Small bounds so the cap and the rate limit are reached in a handful of requests.
const LIMITS = { maxRows: 5, perMinute: 8 };
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({}, { clientLog: LIMITS }); });
afterAll(async () => { await t.close(); });

const LINE = {
  msg: 'TypeError: x is undefined', error: 'at App (App.tsx:12)', logLevel: 'error', time: '23:01:02',
  timestamp: '2026-11-02T08:00:00.000Z', browser: 'Firefox', browserVersion: '140', os: 'Linux', url: 'http://localhost/minsida',
};
// Each test starts with a full bucket: the clock moves a minute on, which refills it.
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/log', payload: payload as object, headers, remoteAddress });
const logs = () => createClientLogRepository(t.store);

describe('POST /log', () => {
  it('stores a line with 204, with the username when a valid token comes along', async () => {
    t.clock.advance(60_000);
    expect((await post(LINE)).statusCode).toBe(204);
    const [anonymous] = await logs().recent(1);
    expect(anonymous).toMatchObject({ username: null, logLevel: 'error', msg: LINE.msg, error: LINE.error, clientTime: '23:01:02', browser: 'Firefox', os: 'Linux', url: LINE.url });
    expect(anonymous?.createdAt).toBe(t.clock.now().toISOString());
    const withToken = await post({ msg: 'hej', logLevel: 'info' }, bearer(await accessTokenFor(t, '1001_SALJ')));
    expect(withToken.statusCode).toBe(204);
    expect((await logs().recent(1))[0]).toMatchObject({ username: '1001_SALJ', msg: 'hej', error: null, browser: null });
    // A bad or expired token is no reason to lose the line.
    expect((await post(LINE, { authorization: 'Bearer a.b.c' })).statusCode).toBe(204);
    expect((await logs().recent(1))[0]?.username).toBeNull();
  });

  it('keeps a failed report as the report page sends it: the report code and the HTTP status in the row', async () => {
    t.clock.advance(60_000);
    const token = await accessTokenFor(t, 'KEDJA3');
    const refused = await t.app.inject({
      method: 'POST', url: '/api/api-retail/v2/agencies/2002/reports/EKORDF01', headers: bearer(token),
      payload: { type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [] } },
    });
    expect(refused.statusCode).toBe(403);
    const { code, message } = refused.json() as { code: string; message: string };
    // The line useReportDownload posts after the toast (test/src/reports/ReportList.test.tsx asserts the same body).
    const line = { msg: `Error fetching report EKORDF01 (${refused.statusCode})`, error: `ApiError ${refused.statusCode} ${code}: ${message}`, logLevel: 'error', url: 'http://localhost/ekonomirapporter' };
    expect((await post(line, bearer(token))).statusCode).toBe(204);
    expect((await logs().recent(1))[0]).toMatchObject({ username: 'KEDJA3', logLevel: 'error', msg: 'Error fetching report EKORDF01 (403)', error: `ApiError 403 ${code}: ${message}` });
  });

  it.each<[string, unknown]>([
    ['no body', undefined], ['an array', [LINE]], ['a missing msg', { logLevel: 'info' }],
    ['an unknown level', { ...LINE, logLevel: 'fatal' }], ['an object as msg', { ...LINE, msg: { a: 1 } }],
    ['an over-long msg', { ...LINE, msg: 'x'.repeat(4001) }], ['an over-long error', { ...LINE, error: 'x'.repeat(8001) }],
    ['an over-long url', { ...LINE, url: `http://x/${'a'.repeat(3000)}` }],
  ])('answers 400 JSON for %s', async (_name, payload) => {
    t.clock.advance(60_000);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^error\./);
  });

  it('never answers 500 for what a client sends', async () => {
    t.clock.advance(60_000);
    const odd = [
      { headers: { 'content-type': 'application/json' }, payload: '{"msg":' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...LINE, msg: 'x'.repeat(40_000) }) },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"msg":"x"},"logLevel":"warn"}' },
    ];
    for (const { headers, payload } of odd) {
      const response = await t.app.inject({ method: 'POST', url: '/log', headers, payload, remoteAddress: '10.0.0.9' });
      expect(response.statusCode, payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toMatch(/^error\./);
    }
  });

  it('answers 429 JSON with Retry-After past the per-IP limit, refilling over the minute', async () => {
    t.clock.advance(60_000);
    for (let i = 0; i < LIMITS.perMinute; i += 1) expect((await post(LINE, {}, '10.0.0.2')).statusCode).toBe(204);
    const limited = await post(LINE, {}, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'error.rate-limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address has its own bucket; the first one gets a token back after 60 s / limit.
    expect((await post(LINE, {}, '10.0.0.3')).statusCode).toBe(204);
    t.clock.advance(60_000 / LIMITS.perMinute);
    expect((await post(LINE, {}, '10.0.0.2')).statusCode).toBe(204);
    expect((await post(LINE, {}, '10.0.0.2')).statusCode).toBe(429);
  });

  it('keeps at most maxRows lines, the newest', async () => {
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(60_000);
      expect((await post({ msg: `line ${i}`, logLevel: 'warn' })).statusCode).toBe(204);
    }
    expect(await logs().count()).toBe(LIMITS.maxRows);
    expect((await logs().recent(LIMITS.maxRows)).map((entry) => entry.msg)).toEqual(['line 11', 'line 10', 'line 9', 'line 8', 'line 7']);
  });
});
