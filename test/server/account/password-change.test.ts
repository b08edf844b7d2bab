import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { haapiAuthenticate, haapiCode } from '../helpers/login.js';
import { call, etagOf, V2 } from './account-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const change = (user: string, oldPassword: string, newPassword: string) =>
  call(t, user, 'PUT', `${V2}/user/password`, { oldPassword, newPassword, username: user, agencyNumber: user.slice(0, 4) });
const me = async (user: string) => (await call(t, user, 'GET', `${V2}/me`)).json() as Record<string, unknown>;

describe('a successful password change', () => {
  it('clears the forced change, sets a new expiry (today + 90 days) and a new ETag; only the new password logs in', async () => {
    expect(await me('1001_NYTT')).toMatchObject({ forcePasswordChange: true, passwordExpireDate: '2027-01-31' });
    t.clock.advance(24 * 3600 * 1000); // the day after the store was created (2026-11-02)
    const before = await etagOf(t, '1001_NYTT', `${V2}/me`);
    const response = await change('1001_NYTT', DEMO_PASSWORD, 'Kaffe7TORN');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers.etag).not.toBe(before);
    // The test clock is now 2026-11-03 in Stockholm.
    expect(await me('1001_NYTT')).toMatchObject({ forcePasswordChange: false, passwordExpireDate: '2027-02-01' });
    expect(await etagOf(t, '1001_NYTT', `${V2}/me`)).toBe(response.headers.etag);

    await expect(haapiCode(t.app, '1001_NYTT', 'Kaffe7TORN')).resolves.toMatchObject({ code: expect.any(String) });
    const old = await haapiAuthenticate(t.app, '1001_NYTT', DEMO_PASSWORD);
    expect(old.response.statusCode).toBe(400);
    expect(old.response.json()).toMatchObject({ code: 'error.authentication.failed' });
  });

  it('makes a user edit based on the old ETag stale (412)', async () => {
    const etag = await etagOf(t, '1001_EMMA', `${V2}/me`);
    expect((await change('1001_EMMA', DEMO_PASSWORD, 'Regn8MOLN')).statusCode).toBe(204);
    const stale = await call(t, '1001_EMMA', 'PUT', `${V2}/users`, { agencyNumber: '1001', username: '1001_EMMA', mobile: '+46731001099' }, etag);
    expect(stale.statusCode).toBe(412);
  });

  it('works for partner and chain users on their own paths', async () => {
    const partner = await call(t, 'FOLKSPEL1', 'PUT', `${V2}/partner/user/password`,
      { oldPassword: DEMO_PASSWORD, newPassword: 'Bok9Hylla', username: 'FOLKSPEL1', partner: 'FOLKSPEL' });
    expect(partner.statusCode).toBe(204);
    const chain = await call(t, 'KEDJA3', 'PUT', `${V2}/chain/user/password`, { oldPassword: DEMO_PASSWORD, newPassword: 'Sol5Strand', username: 'KEDJA3' });
    expect(chain.statusCode).toBe(204);
  });
});

describe('the current password', () => {
  it('a wrong one counts as a failed login, like the login form', async () => {
    const response = await change('1001_BJORN', 'Fel12345AB', 'Kaffe7TORN');
    expect(response.json()).toEqual({ code: 'error.password.wrong-current', message: 'Ditt nuvarande lösenord är fel.' });
    expect(t.db.prepare("SELECT failed_logins FROM users WHERE username = '1001_BJORN'").get()).toEqual({ failed_logins: 1 });
  });
});

describe('the last five passwords', () => {
  it('refuses the current one and the four before it, and accepts the sixth oldest again', async () => {
    const [p1, p2, p3, p4, p5] = ['Kaffe7TORN', 'Regn8MOLN', 'Bok9Hylla', 'Sol5Strand', 'Fjall6Topp'] as const;
    let current: string = DEMO_PASSWORD;
    const step = async (next: string) => {
      expect((await change('1001_ANNA', current, next)).statusCode, next).toBe(204);
      current = next;
    };
    const usedBefore = async (next: string) => expect((await change('1001_ANNA', current, next)).json()).toMatchObject({ code: 'error.password.used-before' });

    for (const next of [p1, p2, p3, p4]) await step(next);
    await usedBefore(p4); // the current one
    await usedBefore(DEMO_PASSWORD); // the fifth: still among the last five
    await step(p5);
    await usedBefore(p1);
    await step(DEMO_PASSWORD); // now the sixth oldest
    expect(t.db.prepare("SELECT count(*) AS n FROM password_history WHERE username = '1001_ANNA'").get()).toEqual({ n: 4 });
  });
});
