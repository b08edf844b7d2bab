// Issue 23 item 6 (F2, what was left): a guesser could still keep a victim out: five wrong passwords lock the account,
// ten requests a minute spend the username's rate limit, and the victim's right password then got 429 or "locked".
// Now a browser that has logged in as the user before (OWASP's device cookie) counts its attempts, lock and rate limit
// in its own bucket, so it gets in with the right password; unknown browsers stay limited.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../../server/auth/device-cookie.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { exchange, HAAPI_REDIRECT, INTERNAL_REDIRECT, pkcePair } from '../helpers/login.js';

const WRONG = 'Fel12345AB';
const LOCKED = 'error.authentication.locked';
const FAILED = 'error.authentication.failed';
const RATE_LIMITED = 'error.authentication.rate-limited';
const DAY = 24 * 60 * 60_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
const app = () => {
  if (t === undefined) throw new Error('no app');
  return t;
};

/** One haapi login attempt, from a browser holding `deviceCookie` (or none): the answer's code or type, and the cookie it sets. */
async function attempt(userName: string, password: string, deviceCookie?: string, redirectUri = HAAPI_REDIRECT) {
  const { verifier, challenge } = pkcePair();
  const step = await app().app.inject({
    method: 'POST', url: '/oauth/v2/authorize',
    payload: { client_id: 'portal-haapi', response_type: 'code', redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 's' },
  });
  const href = (step.json() as { actions: Array<{ model: { href: string } }> }).actions[0]?.model.href ?? '';
  const response = await app().app.inject({
    method: 'POST', url: href, payload: { userName, password }, cookies: deviceCookie === undefined ? {} : { [DEVICE_COOKIE]: deviceCookie },
  });
  const body = response.json() as { code?: string; type?: string; properties?: { code: string } };
  return { outcome: body.code ?? body.type, response, verifier, grant: body.properties?.code, setCookie: deviceCookieOf(response) };
}
const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === DEVICE_COOKIE);

/** A browser that logged in as the user: its device cookie's value. */
async function knownBrowserOf(userName: string, deviceCookie?: string): Promise<string> {
  const login = await attempt(userName, DEMO_PASSWORD, deviceCookie);
  expect(login.outcome).toBe('authorization-response');
  return login.setCookie?.value ?? '';
}
async function outcomes(count: number, userName: string, password: string, deviceCookie?: string) {
  const seen: Array<string | undefined> = [];
  for (let i = 0; i < count; i += 1) seen.push((await attempt(userName, password, deviceCookie)).outcome);
  return seen;
}

describe('a known browser gets past a guesser', () => {
  it('the victim’s browser logs in with the right password while the account is locked; unknown browsers stay locked', async () => {
    t = await buildTestApp();
    const victim = await knownBrowserOf('1001_SALJ');
    expect(await outcomes(5, '1001_SALJ', WRONG)).toEqual([FAILED, FAILED, FAILED, FAILED, LOCKED]);
    expect((await attempt('1001_SALJ', DEMO_PASSWORD)).outcome).toBe(LOCKED);

    const back = await attempt('1001_SALJ', DEMO_PASSWORD, victim);
    expect(back.outcome).toBe('authorization-response');
    // The login completes: the code exchanges for tokens.
    const tokens = await exchange(app().app, { client_id: 'portal-haapi', code_verifier: back.verifier, grant_type: 'authorization_code', redirect_uri: HAAPI_REDIRECT, code: back.grant ?? '' });
    expect(tokens.statusCode).toBe(200);
    // The guesser's lock still holds for everyone else.
    expect((await attempt('1001_SALJ', DEMO_PASSWORD)).outcome).toBe(LOCKED);
    const row = await app().store.db.selectFrom('users').select(['lock_count', 'locked_until']).where('username', '=', '1001_SALJ').executeTakeFirstOrThrow();
    expect({ locks: row.lock_count, locked: (row.locked_until ?? 0) > app().clock.now().getTime() }).toEqual({ locks: 1, locked: true });
  });

  it('the victim’s browser is not held by the username’s rate limit; unknown browsers are (429)', async () => {
    t = await buildTestApp({ loginRateLimit: { perIpPerMinute: 1000, perUsernamePerMinute: 3 } });
    const victim = await knownBrowserOf('1001_MGR');
    // The victim's own earlier login spent one of the username's three.
    expect(await outcomes(3, '1001_MGR', WRONG)).toEqual([FAILED, FAILED, RATE_LIMITED]);
    expect((await attempt('1001_MGR', DEMO_PASSWORD)).outcome).toBe(RATE_LIMITED);
    expect((await attempt('1001_MGR', DEMO_PASSWORD, victim)).outcome).toBe('authorization-response');
  });

  it('a known browser has its own five attempts: wrong ones lock the browser, not the user', async () => {
    t = await buildTestApp();
    const stolen = await knownBrowserOf('1001_PLUS');
    expect(await outcomes(5, '1001_PLUS', WRONG, stolen)).toEqual([FAILED, FAILED, FAILED, FAILED, LOCKED]);
    expect((await attempt('1001_PLUS', DEMO_PASSWORD, stolen)).outcome).toBe(LOCKED);
    // The user is not locked: another browser logs in.
    expect((await attempt('1001_PLUS', DEMO_PASSWORD)).outcome).toBe('authorization-response');
    // The browser's lock is temporary, as the user's: 15 minutes.
    app().clock.advance(15 * 60_000);
    expect((await attempt('1001_PLUS', DEMO_PASSWORD, stolen)).outcome).toBe('authorization-response');
  });

  it('parallel wrong guesses from a known browser cannot pass its five', async () => {
    t = await buildTestApp();
    const device = await knownBrowserOf('1001_EKO');
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt('1001_EKO', WRONG, device)));
    expect(answers.filter((a) => a.outcome === FAILED)).toHaveLength(4);
    expect(answers.filter((a) => a.outcome === LOCKED)).toHaveLength(26);
  }, 60_000);
});

describe('what a device cookie does not do', () => {
  it('help another user, or when forged, or after 90 days without a login', async () => {
    t = await buildTestApp();
    const salj = await knownBrowserOf('1001_SALJ');
    const eko = await knownBrowserOf('1001_EKO');
    await outcomes(5, '1001_MGR', WRONG);
    expect((await attempt('1001_MGR', DEMO_PASSWORD, salj)).outcome).toBe(LOCKED);
    expect((await attempt('1001_MGR', DEMO_PASSWORD, randomBytes(32).toString('base64url'))).outcome).toBe(LOCKED);
    app().clock.advance(91 * DAY);
    await outcomes(5, '1001_EKO', WRONG);
    expect((await attempt('1001_EKO', DEMO_PASSWORD, eko)).outcome).toBe(LOCKED);
  });

  it('get past the staff lock', async () => {
    t = await buildTestApp();
    const device = await knownBrowserOf('1001_SALJ');
    await app().store.db.updateTable('users').set({ locked: 1 }).where('username', '=', '1001_SALJ').execute();
    expect((await attempt('1001_SALJ', DEMO_PASSWORD, device)).outcome).toBe(LOCKED);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the login endpoints, long-lived, Secure on https; the database keeps only its hash', async () => {
    t = await buildTestApp({ publicOrigin: 'https://portal.example' });
    const { setCookie } = await attempt('1001_SALJ', DEMO_PASSWORD, undefined, 'https://portal.example/callback');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/oauth/v2', secure: true, maxAge: 90 * 24 * 60 * 60 });
    const stored = (await app().store.db.selectFrom('login_devices').select('device_hash').execute()).map((row) => row.device_hash);
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(setCookie?.value);
    // A failed login sets none.
    expect((await attempt('1001_EKO', WRONG, undefined, 'https://portal.example/callback')).setCookie).toBeUndefined();
  });

  it('serves several users of one shop computer, and each login replaces that user’s value (the old one stops counting)', async () => {
    t = await buildTestApp();
    const first = await knownBrowserOf('1001_SALJ');
    const both = await knownBrowserOf('1001_MGR', first);
    expect(both.split('.')).toHaveLength(2);
    expect(both.startsWith(first)).toBe(true);
    const renewed = await knownBrowserOf('1001_SALJ', both);
    expect(renewed.split('.')).toHaveLength(2);
    expect(renewed).not.toContain(first);
    await outcomes(5, '1001_SALJ', WRONG);
    expect((await attempt('1001_SALJ', DEMO_PASSWORD, first)).outcome).toBe(LOCKED);
    expect((await attempt('1001_SALJ', DEMO_PASSWORD, renewed)).outcome).toBe('authorization-response');
  });

  it('is set and honoured by the internal HTML login too', async () => {
    t = await buildTestApp();
    const post = async (password: string, deviceCookie?: string) => {
      const query = new URLSearchParams({ client_id: 'portal-internal', redirect_uri: INTERNAL_REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 's' });
      const page = await app().app.inject({ method: 'GET', url: `/oauth/v2/login?${query.toString()}` });
      const flowId = /name="flow_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      return app().app.inject({
        method: 'POST', url: '/oauth/v2/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: deviceCookie === undefined ? {} : { [DEVICE_COOKIE]: deviceCookie },
        payload: new URLSearchParams({ flow_id: flowId, username: 'ADMIN1', password }).toString(),
      });
    };
    const device = deviceCookieOf(await post(DEMO_PASSWORD))?.value ?? '';
    for (let i = 0; i < 5; i += 1) await post(WRONG);
    expect((await post(DEMO_PASSWORD)).body).toContain('Kontot är låst');
    const known = await post(DEMO_PASSWORD, device);
    expect(known.statusCode).toBe(200);
    expect(known.body).not.toContain('Kontot är låst');
  });
});
