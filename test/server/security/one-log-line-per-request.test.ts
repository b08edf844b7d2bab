// Issue 23 item 10: at `info`, as production runs, Fastify wrote two lines per request ("incoming request", "request
// completed") and a refusal a third; they cost a third of the throughput. Now each request writes one line with its
// method, URL, status, time and, for a refusal, its code.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

const V2 = '/api/api-retail/v2';
let t: TestApp;
let lines: Record<string, unknown>[] = [];
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => { lines.push(JSON.parse(line) as Record<string, unknown>); } } });
  token = await accessTokenFor(t, '1001_SALJ');
}, 60_000);
afterAll(async () => { await t.close(); });

/** The lines one request writes (the response's hooks run after inject resolves: one more turn). */
async function linesOf(request: InjectOptions) {
  lines = [];
  const response = await t.app.inject(request);
  await new Promise((resolve) => setImmediate(resolve));
  return { response, lines };
}

describe('one log line per request at info', () => {
  it.each([
    ['an answered request', { method: 'GET', url: `${V2}/me`, auth: true }, 200, undefined],
    ['agency info', { method: 'GET', url: `${V2}/agencies/1001/info`, auth: true }, 200, undefined],
    ['no token', { method: 'GET', url: `${V2}/me`, auth: false }, 401, 'error.unauthorized'],
    ['another agency', { method: 'GET', url: `${V2}/agencies/2002/info`, auth: true }, 403, 'error.forbidden'],
    ['an unknown path', { method: 'GET', url: '/no/such/file.txt?x=1', auth: false }, 404, 'error.not-found'],
  ] as const)('%s: exactly one line with method, url, status, time (and the refusal code)', async (_name, { method, url, auth }, status, code) => {
    const { response, lines: written } = await linesOf({ method, url, headers: auth ? bearer(token) : {} });
    expect(response.statusCode).toBe(status);
    expect(written).toHaveLength(1);
    const [line] = written;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method, url }, res: { statusCode: status } });
    expect(typeof line?.['responseTime']).toBe('number');
    expect(line?.['reqId']).toEqual(expect.any(String));
    if (code === undefined) expect(line).not.toHaveProperty('code');
    else expect(line?.['code']).toBe(code);
    expect(line?.['req']).toEqual({ method, url });
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it('a request or an answer logged whole is written as its method and URL, and its status: no header, token or cookie', async () => {
    lines = [];
    const headers = { authorization: `Bearer ${token}`, cookie: 'refresh=family.secret' };
    t.app.log.info({ req: { method: 'GET', url: `${V2}/me`, headers, raw: { headers } }, res: { statusCode: 200, headers: { 'set-cookie': 'refresh=family.secret' } } }, 'whole');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'whole', req: { method: 'GET', url: `${V2}/me` }, res: { statusCode: 200 } });
    expect(lines[0]?.['req']).toEqual({ method: 'GET', url: `${V2}/me` });
    expect(lines[0]?.['res']).toEqual({ statusCode: 200 });
    expect(JSON.stringify(lines[0])).not.toContain(token);
    expect(JSON.stringify(lines[0])).not.toContain('family.secret');
  });

  it('a body the schema refuses: one line with the 400 and its code', async () => {
    const { response, lines: written } = await linesOf({
      method: 'POST', url: '/log', headers: { 'content-type': 'application/json' }, payload: { level: 'nonsense', message: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 400 }, code: response.json<{ code: string }>().code });
  });
});
