// Issue 23 item 5: behind a reverse proxy every client shared one login limit (the per-IP limit read the proxy's socket
// address). TRUST_PROXY names the proxies whose X-Forwarded-For is believed; a forged header from anyone else changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { pkcePair } from '../helpers/login.js';

const PROXY = '10.0.0.1';
const RATE_LIMITED = { code: 'error.authentication.rate-limited', message: 'För många inloggningsförsök. Vänta en minut och försök igen.' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const app = () => {
  if (t === undefined) throw new Error('no app');
  return t.app;
};

let attempt = 0;
/** One login attempt (a fresh flow, a fresh username) from a socket peer, with an optional X-Forwarded-For. */
async function loginFrom(peer: string, forwardedFor?: string) {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const step = await app().inject({
    method: 'POST', url: '/oauth/v2/authorize', remoteAddress: peer, headers,
    payload: { client_id: 'portal-haapi', response_type: 'code', redirect_uri: 'http://localhost/callback', code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 's' },
  });
  const href = (step.json() as { actions: Array<{ model: { href: string } }> }).actions[0]?.model.href ?? '';
  attempt += 1;
  return app().inject({ method: 'POST', url: href, remoteAddress: peer, headers, payload: { userName: `NOBODY${attempt}`, password: 'Fel12345AB' } });
}
const statuses = async (count: number, peer: string, forwardedFor?: string) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await loginFrom(peer, forwardedFor)).statusCode);
  return codes;
};

describe('TRUST_PROXY', () => {
  it('is unset by default and takes addresses, ranges and named ranges', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ,::1,fd00::/8,loopback' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16,::1,fd00::/8,loopback');
  });

  // The message names the value and what it must be (server/environment.ts); a hop count or "true" is named as such.
  const usage = /must be the reverse proxy's addresses or ranges, comma-separated .*; a hop count or "true" would trust any client that reaches the portal directly/;
  it.each([
    ['2', usage],
    ['true', usage],
    ['10.0.0.1,proxy.example', /^Invalid TRUST_PROXY "10\.0\.0\.1,proxy\.example": /],
    ['10.0.0.0/33', /^Invalid TRUST_PROXY "10\.0\.0\.0\/33": /],
    ['10.0.0.1,', /^Invalid TRUST_PROXY "10\.0\.0\.1,": /],
  ])('stops the start on TRUST_PROXY=%s with a message', (raw, message) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(message);
  });
});

describe('the per-IP login limit behind a proxy', () => {
  it('gives each client the trusted proxy forwards its own bucket', async () => {
    t = await buildTestApp({ trustProxy: PROXY, loginRateLimit: { perIpPerMinute: 3, perUsernamePerMinute: 1000 } });
    expect(await statuses(4, PROXY, '203.0.113.7')).toEqual([400, 400, 400, 429]);
    // Another client through the same proxy still has its three attempts.
    expect(await statuses(3, PROXY, '203.0.113.8')).toEqual([400, 400, 400]);
    // A chain: the client is the nearest address the proxy did not add (a value the client itself prepended is not it).
    const chained = await loginFrom(PROXY, '198.51.100.1, 203.0.113.7');
    expect(chained.statusCode).toBe(429);
    expect(chained.json()).toEqual(RATE_LIMITED);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy: forging it gains no attempts', async () => {
    t = await buildTestApp({ trustProxy: PROXY, loginRateLimit: { perIpPerMinute: 3, perUsernamePerMinute: 1000 } });
    const forged = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const codes: number[] = [];
    for (const address of forged) codes.push((await loginFrom('198.51.100.9', address)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    // Nor can the forger spend a forwarded client's bucket.
    expect(await statuses(3, PROXY, '203.0.113.1')).toEqual([400, 400, 400]);
  });

  it('without TRUST_PROXY the header is ignored even from the proxy: all its clients share its address', async () => {
    t = await buildTestApp({ loginRateLimit: { perIpPerMinute: 3, perUsernamePerMinute: 1000 } });
    expect(await statuses(2, PROXY, '203.0.113.7')).toEqual([400, 400]);
    expect(await statuses(2, PROXY, '203.0.113.8')).toEqual([400, 429]);
  });
});
