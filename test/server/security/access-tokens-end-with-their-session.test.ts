// Issue 23 item 7 (F6, what was left): an access token outlived logout, a password change, a one-time password, a staff
// lock and a deletion by up to its 5 minutes. Now the API guard checks the token's session (sid) against the database
// through the change clock: the next request with the old token is refused, also on the guard's remembered-token path.
import { execFileSync } from 'node:child_process';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../server/auth/signing-key-store.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import { createRepositories } from '../../../server/repositories/create-repositories.js';
import { createSigningKeyRepository } from '../../../server/repositories/signing-key-repository.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer, CSRF, login } from '../helpers/login.js';

const API = '/api/api-retail/v2';
const UNAUTHORIZED = { code: 'error.unauthorized' };

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) });
const etagOf = (username: string) => `"${(t.db.prepare('SELECT version FROM users WHERE username = ?').get(username) as { version: number }).version}"`;

/** Logs the user in and uses the token once, so the guard remembers it (the fast path must refuse it too). */
async function workingSession(username: string) {
  const session = await login(t.app, username);
  expect((await me(session.accessToken)).statusCode).toBe(200);
  return session;
}
async function expectRefused(token: string) {
  const answer = await me(token);
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toMatchObject(UNAUTHORIZED);
}

describe('the next request with an old access token is refused after', () => {
  it('logout (that session only)', async () => {
    const [ended, other] = [await workingSession('1001_SALJ'), await workingSession('1001_SALJ')];
    const out = await t.app.inject({ method: 'GET', url: '/tokenhandler/v1/logout', headers: CSRF, cookies: { 'portal-rt': ended.refresh } });
    expect(out.statusCode).toBe(204);
    await expectRefused(ended.accessToken);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('a password change (the other sessions; the one that changed it goes on)', async () => {
    const [changing, elsewhere] = [await workingSession('1001_NYTT'), await workingSession('1001_NYTT')];
    const changed = await t.app.inject({
      method: 'PUT', url: `${API}/user/password`, headers: bearer(changing.accessToken),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Kaffe7TORN', username: '1001_NYTT', agencyNumber: '1001' },
    });
    expect(changed.statusCode).toBe(204);
    await expectRefused(elsewhere.accessToken);
    expect((await me(changing.accessToken)).statusCode).toBe(200);
  });

  it('a one-time password set on the staff page', async () => {
    const target = await workingSession('1001_SALJ');
    const manager = await workingSession('1001_MGR');
    const saved = await t.app.inject({
      method: 'PUT', url: `${API}/users`, headers: { ...bearer(manager.accessToken), 'if-match': etagOf('1001_SALJ') },
      payload: { agencyNumber: '1001', username: '1001_SALJ', password: 'TeKanna8Lo', changedBy: '1001_MGR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectRefused(target.accessToken);
    expect((await me(manager.accessToken)).statusCode).toBe(200);
  });

  it('the staff lock', async () => {
    const target = await workingSession('1001_SALJ');
    const colleague = await workingSession('1001_PLUS');
    t.db.prepare("UPDATE users SET locked = 1, version = version + 1 WHERE username = '1001_SALJ'").run();
    await expectRefused(target.accessToken);
    expect((await me(colleague.accessToken)).statusCode).toBe(200);
  });

  it('a deletion on the staff page', async () => {
    const target = await workingSession('1001_SALJ');
    const removed = await t.app.inject({
      method: 'DELETE', url: `${API}/users`, headers: { ...bearer(await accessTokenFor(t, '1001_PLUS')), 'if-match': etagOf('1001_SALJ') },
      payload: { agencyNumber: '1001', username: '1001_SALJ', role: 'SALJARE', deletedBy: '1001_PLUS' },
    });
    expect(removed.statusCode).toBe(204);
    await expectRefused(target.accessToken);
  });

  it('a session ended by another process (a second server), from the next event-loop turn on', async () => {
    const target = await workingSession('1001_SALJ');
    const script = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(t.config.databasePath)}); d.pragma('busy_timeout = 5000');
      d.prepare("UPDATE refresh_tokens SET revoked_at = 1 WHERE username = '1001_SALJ'").run(); d.close();`;
    execFileSync(process.execPath, ['-e', script]);
    await new Promise<void>((resolve) => { setImmediate(resolve); });
    await expectRefused(target.accessToken);
  });
});

describe('what does not end a session', () => {
  it('a temporary lock from wrong passwords (a guesser must not log anyone out) and a card edit', async () => {
    const session = await workingSession('1001_SALJ');
    t.db.prepare("UPDATE users SET locked_until = ?, lock_count = 1 WHERE username = '1001_SALJ'").run(t.clock.now().getTime() + 60 * 60_000);
    t.db.prepare("UPDATE users SET alias = 'Elin', version = version + 1 WHERE username = '1001_SALJ'").run();
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it('a token with no session, or one naming another user’s session, is refused', async () => {
    const other = await login(t.app, '1001_MGR');
    const sid = decodeJwt(other.accessToken).sid as string;
    const user = await createRepositories(t.store).users.findByUsername('1001_SALJ');
    if (user === undefined) throw new Error('no 1001_SALJ');
    const tokens = createTokenService(await loadSigningKeys(t.config, createSigningKeyRepository(t.store)), t.clock.now);
    await expectRefused(await tokens.issueAccessToken(user));
    await expectRefused(await tokens.issueAccessToken(user, sid));
  });
});
