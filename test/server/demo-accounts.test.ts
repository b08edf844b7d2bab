import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { exchange, exchangeFields, INTERNAL_REDIRECT, login, pkcePair } from './helpers/login.js';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

// The README's demo-account table: username, roles, agency ('' = none), storeChainId.
const DEMO: ReadonlyArray<[string, string, string, number | null]> = [
  ['1001_MGR', 'OMBMGR', '1001', 3], ['1001_PLUS', 'SALJPLUS', '1001', 3], ['1001_SALJ', 'SALJARE', '1001', 3],
  ['1001_EKO', 'EKONOMI', '1001', 3], ['1001_NYTT', 'SALJARE', '1001', 3], ['1001_GDPR', 'SALJARE', '1001', 3],
  ['1001_MOBIL', 'SALJARE', '1001', 3], ['2002_MGR', 'OMBMGR', '2002', 0], ['3003_MGR', 'OMBMGR', '3003', 0],
  ['KEDJA3', 'RETAIL', '', 3], ['TELIA1', 'PARTNER_TELIA', '', null], ['FOLKSPEL1', 'PARTNER_FOLKSPEL', '', null],
];

async function internalLogin(username: string) {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({ client_id: 'portal-internal', redirect_uri: INTERNAL_REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 's' });
  const page = await t.app.inject({ method: 'GET', url: `/oauth/v2/login?${query.toString()}` });
  const flowId = /name="flow_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const done = await t.app.inject({
    method: 'POST', url: '/oauth/v2/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ flow_id: flowId, username, password: 'Ombud2024AB' }).toString(),
  });
  const code = /data-code="([^"]+)"/.exec(done.body)?.[1] ?? '';
  return exchange(t.app, exchangeFields({ code, verifier, state: 's' }, 'portal-internal', INTERNAL_REDIRECT));
}

describe('demo accounts', () => {
  it.each(DEMO)('%s logs in through portal-haapi with Ombud2024AB', async (username, role, agency, chain) => {
    const { accessToken } = await login(t.app, username);
    expect(decodeJwt(accessToken)).toMatchObject({ sub: username, roles: [role], agencyNumber: agency, storeChainId: chain });
  });

  it.each([['ADMIN1', 'ADMIN'], ['COACH1', 'SALJCOACH']])('%s logs in through portal-internal with Ombud2024AB', async (username, role) => {
    const response = await internalLogin(username);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access_token)).toMatchObject({ sub: username, roles: [role], agencyNumber: '', storeChainId: null });
  });

  it('carries the gate flags the SPA needs', async () => {
    const me = async (username: string) => {
      const { accessToken } = await login(t.app, username);
      return (await t.app.inject({ method: 'GET', url: '/api/api-retail/v2/me', headers: { authorization: `Bearer ${accessToken}` } })).json();
    };
    expect((await me('1001_NYTT')).forcePasswordChange).toBe(true);
    expect((await me('1001_GDPR')).gdprAcceptDate).toBe('');
    expect((await me('1001_MOBIL')).mobile).toBeUndefined();
  });
});
