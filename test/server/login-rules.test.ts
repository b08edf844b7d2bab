import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { haapiAuthenticate } from './helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => { await t.close(); });

const lockOf = (username: string) =>
  t.db.prepare('SELECT locked, locked_until AS lockedUntil, lock_count AS lockCount FROM users WHERE username = ?').get(username);
const failedLogins = (username: string) =>
  t.db.prepare('SELECT failed_logins AS n, locked FROM users WHERE username = ?').get(username) as { n: number; locked: number };

describe('password login (portal-haapi)', () => {
  it('answers error.authentication.failed for a wrong password and for an unknown user', async () => {
    for (const [user, password] of [['1001_SALJ', 'Fel12345AB'], ['9999_NOBODY', 'Ombud2024AB']] as const) {
      const { response } = await haapiAuthenticate(t.app, user, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'error.authentication.failed', message: 'Fel användarnamn eller lösenord.' });
    }
    expect(failedLogins('1001_SALJ').n).toBe(1);
  });

  it('locks the account at the fifth failure in a row for 15 minutes; meanwhile even the right password is refused', async () => {
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await haapiAuthenticate(t.app, '1001_PLUS', 'Fel12345AB')).response.json().code);
    }
    expect(codes).toEqual([...Array(4).fill('error.authentication.failed'), 'error.authentication.locked']);
    const sixth = (await haapiAuthenticate(t.app, '1001_PLUS')).response;
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ code: 'error.authentication.locked', message: 'Kontot är låst. Be din butiksansvarige om ett engångslösenord.' });
    expect(lockOf('1001_PLUS')).toEqual({ locked: 0, lockedUntil: t.clock.now().getTime() + 15 * 60_000, lockCount: 1 });
    t.clock.advance(15 * 60_000);
    expect((await haapiAuthenticate(t.app, '1001_PLUS')).response.statusCode).toBe(200);
  });

  it('resets the failure count on success and records the login date', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await haapiAuthenticate(t.app, '1001_EKO', 'Fel12345AB');
    expect(failedLogins('1001_EKO').n).toBe(4);
    expect((await haapiAuthenticate(t.app, '1001_EKO')).response.statusCode).toBe(200);
    expect(failedLogins('1001_EKO').n).toBe(0);
    const row = t.db.prepare("SELECT last_login_date AS d FROM users WHERE username = '1001_EKO'").get() as { d: string };
    expect(row.d).toBe('2026-11-02T08:00:00.000Z');
  });

  it('matches the username case-insensitively', async () => {
    expect((await haapiAuthenticate(t.app, '1001_mgr')).response.statusCode).toBe(200);
  });

  it('refuses internal users with a pointer to /internal', async () => {
    for (const user of ['ADMIN1', 'COACH1']) {
      const { response } = await haapiAuthenticate(t.app, user);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'error.authentication.internal-user', message: 'Interna användare loggar in via /internal.' });
    }
  });

  it('does not reveal an internal account to a wrong password', async () => {
    const { response } = await haapiAuthenticate(t.app, 'ADMIN1', 'Fel12345AB');
    expect(response.json().code).toBe('error.authentication.failed');
  });

  it('validates the credential body', async () => {
    const { response } = await haapiAuthenticate(t.app, '1001_MGR', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.validation');
    expect(response.json().fields[0].field).toBe('password');
  });

  it('does not allow a second code from a completed flow', async () => {
    const step = await t.app.inject({ method: 'POST', url: '/oauth/v2/authorize', payload: {
      client_id: 'portal-haapi', response_type: 'code', redirect_uri: 'http://localhost/callback',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', state: 's',
    } });
    const href = step.json().actions[0].model.href as string;
    const payload = { userName: '1001_MGR', password: 'Ombud2024AB' };
    expect((await t.app.inject({ method: 'POST', url: href, payload })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: href, payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('error.invalid-request');
  });
});
