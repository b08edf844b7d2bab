import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { exchange, exchangeFields, haapiCode, login, refreshAccess, refreshCookieOf } from './helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => { await t.close(); });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/api-retail/v2/me', headers: { authorization: `Bearer ${token}` } });

describe('CSRF header', () => {
  it('is required on callback-haapi, access-token and logout', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    const calls = [
      exchange(t.app, exchangeFields(grant), {}),
      refreshAccess(t.app, 'whatever', {}),
      t.app.inject({ method: 'GET', url: '/tokenhandler/v1/logout' }),
      refreshAccess(t.app, 'whatever', { 'x-portal-csrf': '0' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('error.csrf');
    }
    // The refused exchange did not consume the code.
    expect((await exchange(t.app, exchangeFields(grant))).statusCode).toBe(200);
  });
});

describe('access-token', () => {
  it('rotates the refresh token and returns a working access token', async () => {
    const session = await login(t.app, '1001_MGR');
    const response = await refreshAccess(t.app, session.refresh);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refresh);
    expect(response.cookies.find((c) => c.name === 'portal-rt')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/tokenhandler' });
    expect((await me(accessToken)).statusCode).toBe(200);
    expect((await refreshAccess(t.app, rotated)).statusCode).toBe(200);
  });

  it('treats a replayed refresh token as theft: 401 replayed, family revoked, cookie cleared', async () => {
    const session = await login(t.app, '1001_MGR');
    const newest = refreshCookieOf(await refreshAccess(t.app, session.refresh));
    // Past the rotation grace (test/server/security/two-tabs-refreshing-at-once-stay-logged-in.test.ts).
    t.clock.advance(10_001);
    const replay = await refreshAccess(t.app, session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('error.refresh.replayed');
    const cleared = replay.cookies.find((c) => c.name === 'portal-rt');
    expect(cleared?.value).toBe('');
    const afterwards = await refreshAccess(t.app, newest);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().code).toBe('error.unauthorized');
  });

  it('ends the family 8 hours after login despite rotation', async () => {
    let refresh = (await login(t.app, '1001_MGR')).refresh;
    for (let hour = 0; hour < 7; hour += 1) {
      t.clock.advance(60 * 60 * 1000);
      const response = await refreshAccess(t.app, refresh);
      expect(response.statusCode).toBe(200);
      refresh = refreshCookieOf(response) ?? '';
    }
    t.clock.advance(59 * 60 * 1000);
    const lastMinute = await refreshAccess(t.app, refresh);
    expect(lastMinute.statusCode).toBe(200);
    // The cookie's lifetime shrinks with the family: one minute left.
    expect(lastMinute.cookies.find((c) => c.name === 'portal-rt')?.maxAge).toBe(60);
    t.clock.advance(60 * 1000);
    const expired = await refreshAccess(t.app, refreshCookieOf(lastMinute));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('error.unauthorized');
  });

  it('answers "no session" without a cookie as 204 with no body (not an error), 401 with an unknown one', async () => {
    for (const refresh of [undefined, '']) {
      const none = await refreshAccess(t.app, refresh);
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
    }
    const response = await refreshAccess(t.app, 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('error.unauthorized');
  });

  it('gives no new access token to a user locked after login', async () => {
    const session = await login(t.app, '1001_SALJ');
    t.db.prepare("UPDATE users SET locked = 1 WHERE username = '1001_SALJ'").run();
    const response = await refreshAccess(t.app, session.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('error.unauthorized');
  });
});

describe('logout', () => {
  it('revokes the family and clears the cookie', async () => {
    const session = await login(t.app, '1001_MGR');
    const response = await t.app.inject({ method: 'GET', url: '/tokenhandler/v1/logout', headers: { 'x-portal-csrf': '1' }, cookies: { 'portal-rt': session.refresh } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'portal-rt')).toMatchObject({ value: '', path: '/tokenhandler' });
    expect((await refreshAccess(t.app, session.refresh)).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tokenhandler/v1/logout', headers: { 'x-portal-csrf': '1' } });
    expect(response.statusCode).toBe(204);
  });
});
