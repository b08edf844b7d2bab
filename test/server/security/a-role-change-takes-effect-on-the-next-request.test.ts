// Issue 37 item 15: a SALJPLUS demoted to SALJARE kept the removed role for the rest of their access token's 5 minutes
// (EKORDF01, the staff list, a one-time password on a colleague), because the access rules read the token's roles. Now
// every decision reads the session the API guard reads from the store at each request: a role change, an agency move
// or a lock takes effect on the next request. Runs on SQLite and (vitest.pg.config.ts) on PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { bearer, login } from '../helpers/login.js';
import { API, reportBody } from '../reports/report-harness.js';

const FORBIDDEN = { code: 'error.forbidden' };

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => t.close());

const ekordf01 = (token: string) => t.app.inject({
  method: 'POST', url: `${API}/agencies/1001/reports/EKORDF01`, headers: bearer(token),
  payload: reportBody({ P_FOM: '2026-10-01', P_TOM: '2026-10-07', P_OMBUDNR: '1001' }),
});
const staffList = (token: string) => t.app.inject({ method: 'GET', url: `${API}/agencies/1001/users`, headers: bearer(token) });
const versionOf = async (token: string, username: string) =>
  ((await staffList(token)).json() as Array<{ username: string; version: number }>).find((user) => user.username === username)?.version;
const saveCard = async (token: string, changedBy: string, card: Record<string, unknown> & { username: string }) => t.app.inject({
  method: 'PUT', url: `${API}/users`, headers: { ...bearer(token), 'if-match': `"${await versionOf(token, card.username) ?? 0}"` },
  payload: { agencyNumber: '1001', changedBy, ...card },
});
const info = (token: string, agency: string) => t.app.inject({ method: 'GET', url: `${API}/agencies/${agency}/info`, headers: bearer(token) });

describe('access follows the user as the store holds them now, not the access token', () => {
  it('a SALJPLUS demoted to SALJARE is refused the report, the staff list and a one-time password with the old token at once', async () => {
    const plus = (await login(t.app, '1001_PLUS')).accessToken;
    const manager = (await login(t.app, '1001_MGR')).accessToken;
    expect((await ekordf01(plus)).statusCode).toBe(200);
    expect((await staffList(plus)).statusCode).toBe(200);

    const demoted = await saveCard(manager, '1001_MGR', { username: '1001_PLUS', roles: ['SALJARE'] });
    expect(demoted.statusCode, demoted.body).toBe(200);

    for (const answer of [await ekordf01(plus), await staffList(plus)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject(FORBIDDEN);
    }
    const oneTimePassword = await t.app.inject({
      method: 'PUT', url: `${API}/users`, headers: { ...bearer(plus), 'if-match': `"${await versionOf(manager, '1001_SALJ') ?? 0}"` },
      payload: { agencyNumber: '1001', username: '1001_SALJ', password: 'TeKanna8Lo', changedBy: '1001_PLUS' },
    });
    expect(oneTimePassword.statusCode).toBe(403);
    expect(oneTimePassword.json()).toMatchObject(FORBIDDEN);
    // The session itself goes on, as the SALJARE the user now is.
    const me = await t.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(plus) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ roles: ['SALJARE'] });
  });

  it('a user moved to another agency reaches the new one and no longer the old one with the old token', async () => {
    const manager = (await login(t.app, '1001_MGR')).accessToken;
    expect((await info(manager, '1001')).statusCode).toBe(200);
    await t.store.db.updateTable('users').set((eb) => ({ agency_number: '4004', version: eb('version', '+', 1) })).where('username', '=', '1001_MGR').execute();
    expect((await info(manager, '1001')).statusCode).toBe(403);
    expect((await info(manager, '4004')).statusCode).toBe(200);
  });

  it('a locked user is refused with the old token at once', async () => {
    const plus = (await login(t.app, '1001_PLUS')).accessToken;
    expect((await staffList(plus)).statusCode).toBe(200);
    await t.store.db.updateTable('users').set((eb) => ({ locked: 1, version: eb('version', '+', 1) })).where('username', '=', '1001_PLUS').execute();
    const refused = await staffList(plus);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'error.unauthorized' });
  });
});
