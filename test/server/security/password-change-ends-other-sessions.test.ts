// Finding 6 (issue 9): after a password change in tab A, tab B still refreshed. Now a password change ends the user's
// other sessions (refresh families), keeping the one that changed it; a one-time password, a staff lock and the
// staff page's deletion end them all (server/auth/account-sessions.ts).
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endAllSessions } from '../../../server/auth/account-sessions.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { createRepositories } from '../../../server/repositories/create-repositories.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { bearer, login, refreshAccess, refreshCookieOf } from '../helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

describe('sessions end when the credentials change', () => {
  it('a password change ends the other sessions; the changing one goes on', async () => {
    const a = await login(t.app, '1001_NYTT');
    const b = await login(t.app, '1001_NYTT');
    expect(decodeJwt(a.accessToken).sid).toEqual(expect.any(String));
    const changed = await t.app.inject({
      method: 'PUT', url: '/api/api-retail/v2/user/password', headers: bearer(a.accessToken),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Kaffe7TORN', username: '1001_NYTT', agencyNumber: '1001' },
    });
    expect(changed.statusCode).toBe(204);
    const refreshedB = await refreshAccess(t.app, b.refresh);
    expect(refreshedB.statusCode).toBe(401);
    const refreshedA = await refreshAccess(t.app, a.refresh);
    expect(refreshedA.statusCode).toBe(200);
    expect(decodeJwt((refreshedA.json() as { accessToken: string }).accessToken).sid).toBe(decodeJwt(a.accessToken).sid);
    expect((await refreshAccess(t.app, refreshCookieOf(refreshedA))).statusCode).toBe(200);
  });

  it('endAllSessions (lock, deletion) ends every session of the user and no one else’s', async () => {
    const mine = [await login(t.app, '1001_SALJ'), await login(t.app, '1001_SALJ')];
    const other = await login(t.app, '1001_MGR');
    expect(await endAllSessions(createRepositories(t.store), '1001_SALJ', t.clock.now())).toBe(2);
    for (const session of mine) expect((await refreshAccess(t.app, session.refresh)).statusCode).toBe(401);
    expect((await refreshAccess(t.app, other.refresh)).statusCode).toBe(200);
  });
});
