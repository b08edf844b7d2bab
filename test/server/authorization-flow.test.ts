import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { authorize, exchange, exchangeFields, HAAPI_REDIRECT, haapiCode, pkcePair, refreshAccess, refreshCookieOf } from './helpers/login.js';

let t: TestApp;
beforeEach(async () => { t = await buildTestApp(); });
afterEach(async () => { await t.close(); });

function authorizeBody(overrides: Record<string, unknown> = {}) {
  return { client_id: 'portal-haapi', response_type: 'code', redirect_uri: HAAPI_REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 'abc', ...overrides };
}

describe('authorize', () => {
  it('answers an authentication step pointing at the flow', async () => {
    const response = await authorize(t.app, authorizeBody());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.type).toBe('authentication-step');
    expect(body.actions[0]).toMatchObject({ template: 'form', kind: 'login', model: { method: 'POST', fields: [{ name: 'userName' }, { name: 'password' }] } });
    expect(body.actions[0].model.href).toMatch(/^\/oauth\/v2\/authenticate\/[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['plain method', { code_challenge_method: 'plain' }],
    ['missing method', { code_challenge_method: undefined }],
    ['missing challenge', { code_challenge: undefined }],
    ['malformed challenge', { code_challenge: 'short' }],
    ['foreign redirect origin', { redirect_uri: 'https://evil.example/callback' }],
    ['wrong redirect path', { redirect_uri: 'http://localhost/other' }],
    ['response_type token', { response_type: 'token' }],
    ['missing state', { state: undefined }],
  ])('rejects %s with error.invalid-request', async (_name, overrides) => {
    const response = await authorize(t.app, authorizeBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.invalid-request');
  });

  it('rejects unknown clients and the internal client on the JSON API', async () => {
    for (const client_id of ['nope', 'portal-internal']) {
      const response = await authorize(t.app, authorizeBody({ client_id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('error.invalid-client');
    }
  });

  it('expires a flow after 10 minutes', async () => {
    const step = await authorize(t.app, authorizeBody());
    t.clock.advance(10 * 60 * 1000 + 1000);
    const response = await t.app.inject({ method: 'POST', url: step.json().actions[0].model.href, payload: { userName: '1001_MGR', password: 'Ombud2024AB' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.authentication.expired');
  });
});

describe('code exchange', () => {
  it('completes the PKCE login for 1001_MGR with tokens and a strict refresh cookie', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    expect(grant.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await exchange(t.app, exchangeFields(grant));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'id_token']);
    const cookie = response.cookies.find((c) => c.name === 'portal-rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/tokenhandler', maxAge: 8 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({ iss: 'ombudsportalen', aud: 'api-retail', sub: '1001_MGR', username: '1001_MGR', roles: ['OMBMGR'], agencyNumber: '1001', given_name: 'Karin', family_name: 'Lindqvist', storeChainId: 3 });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    expect(decodeJwt(body.id_token)).toMatchObject({ sub: '1001_MGR', aud: 'portal-haapi', given_name: 'Karin', family_name: 'Lindqvist' });
  });

  it('sets the cookie Secure when the public origin is https', async () => {
    const secure = await buildTestApp({ publicOrigin: 'https://portal.example' });
    try {
      const redirect = 'https://portal.example/callback';
      const { verifier, challenge } = pkcePair();
      const step = await authorize(secure.app, authorizeBody({ redirect_uri: redirect, code_challenge: challenge }));
      expect(step.statusCode).toBe(200);
      const auth = await secure.app.inject({ method: 'POST', url: step.json().actions[0].model.href, payload: { userName: '1001_mgr', password: 'Ombud2024AB' } });
      const code = auth.json().properties.code as string;
      const response = await exchange(secure.app, exchangeFields({ code, verifier, state: 'abc' }, 'portal-haapi', redirect));
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'portal-rt')?.secure).toBe(true);
      // With PUBLIC_ORIGIN set, the request's own origin is no longer trusted.
      const local = await authorize(secure.app, authorizeBody());
      expect(local.json().code).toBe('error.invalid-request');
    } finally {
      await secure.close();
    }
  });

  it('refuses a wrong verifier with error.invalid-grant', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    const response = await exchange(t.app, exchangeFields({ ...grant, verifier: pkcePair().verifier }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.invalid-grant');
  });

  it('refuses a reused code and revokes what the first use issued', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    const first = await exchange(t.app, exchangeFields(grant));
    expect(first.statusCode).toBe(200);
    const second = await exchange(t.app, exchangeFields(grant));
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('error.invalid-grant');
    const refreshed = await refreshAccess(t.app, refreshCookieOf(first));
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a code older than 60 seconds', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    t.clock.advance(61 * 1000);
    const response = await exchange(t.app, exchangeFields(grant));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.invalid-grant');
  });

  it('binds the code to client and redirect_uri', async () => {
    const a = await haapiCode(t.app, '1001_MGR');
    const wrongRedirect = await exchange(t.app, exchangeFields(a, 'portal-haapi', 'http://localhost/internal/callback'));
    expect(wrongRedirect.json().code).toBe('error.invalid-grant');
    const b = await haapiCode(t.app, '1001_MGR');
    const wrongClient = await exchange(t.app, exchangeFields(b, 'portal-internal'));
    expect(wrongClient.json().code).toBe('error.invalid-grant');
  });

  it('refuses an unknown code, a bad grant_type and accepts a JSON body too', async () => {
    const grant = await haapiCode(t.app, '1001_MGR');
    const unknown = await exchange(t.app, exchangeFields({ ...grant, code: 'x'.repeat(43) }));
    expect(unknown.json().code).toBe('error.invalid-grant');
    const badGrant = await exchange(t.app, { ...exchangeFields(grant), grant_type: 'password' });
    expect(badGrant.json().code).toBe('error.invalid-request');
    const json = await t.app.inject({ method: 'POST', url: '/tokenhandler/v1/callback-haapi', headers: { 'x-portal-csrf': '1' }, payload: exchangeFields(grant) });
    expect(json.statusCode).toBe(200);
  });
});
