import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTHeaderParameters } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { login } from './helpers/login.js';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const user of ['1001_MGR', '1001_SALJ', '1001_GDPR', '1001_MOBIL', '2002_MGR', 'KEDJA3', 'TELIA1']) {
    tokens.set(user, (await login(t.app, user)).accessToken);
  }
});
afterAll(async () => { await t.close(); });

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
const as = (user: string) => tokens.get(user) ?? '';

describe('API guard', () => {
  it('answers 401 JSON without a token or with a malformed one', async () => {
    for (const header of [undefined, 'garbage', 'a.b.c']) {
      const response = await get('/api/api-retail/v2/me', header);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('error.unauthorized');
    }
  });

  it('answers 401 for an id token (wrong audience) and for a foreign signature', async () => {
    const session = await login(t.app, '1001_EKO');
    expect((await get('/api/api-retail/v2/me', session.idToken)).statusCode).toBe(401);
    // Same header and claims, signed by a key the server does not hold.
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(session.accessToken)).setProtectedHeader(decodeProtectedHeader(session.accessToken) as JWTHeaderParameters).sign(privateKey);
    expect((await get('/api/api-retail/v2/me', forged)).statusCode).toBe(401);
  });

  it('answers 401 for a used token\'s signature under other claims, and for a used token with more around it', async () => {
    const token = as('1001_SALJ');
    expect((await get('/api/api-retail/v2/me', token)).statusCode).toBe(200); // remembered now, under its signature
    const [header, , signature] = token.split('.');
    const mgrClaims = as('1001_MGR').split('.')[1];
    for (const altered of [`${header}.${mgrClaims}.${signature}`, `${token}.${signature}`, `x${token}`]) {
      const response = await get('/api/api-retail/v2/me', altered);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('error.unauthorized');
    }
    expect((await get('/api/api-retail/v2/me', token)).json().username).toBe('1001_SALJ');
  });

  it('answers 401 once the access token has expired (5 minutes)', async () => {
    const session = await login(t.app, '1001_EKO');
    t.clock.advance(299 * 1000);
    expect((await get('/api/api-retail/v2/me', session.accessToken)).statusCode).toBe(200);
    t.clock.advance(2 * 1000);
    const expired = await get('/api/api-retail/v2/me', session.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('error.unauthorized');
    t.clock.advance(-301 * 1000);
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await get('/api/api-retail/v2/nothing-here', as('1001_MGR'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'error.not-found' });
  });
});

describe('GET /me and the user reads', () => {
  it('returns the caller without secrets', async () => {
    const response = await get('/api/api-retail/v2/me', as('1001_MGR'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ username: '1001_MGR', firstname: 'Karin', lastname: 'Lindqvist', roles: ['OMBMGR'], agencyNumber: '1001', storeChainId: 3, forcePasswordChange: false, gdprAcceptDate: '2025-03-14', passwordExpireDate: '2027-01-31' });
    expect(body.mobile).toMatch(/^\+467\d{8}$/);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash|passwordHash|failed/);
  });

  it('distinguishes an empty GDPR date from a missing one, and omits a missing mobile', async () => {
    expect((await get('/api/api-retail/v2/me', as('1001_GDPR'))).json().gdprAcceptDate).toBe('');
    const mobil = (await get('/api/api-retail/v2/me', as('1001_MOBIL'))).json();
    expect('mobile' in mobil).toBe(false);
  });

  it('lets agency staff read themselves and managers read colleagues, within their agency only', async () => {
    expect((await get('/api/api-retail/v2/agencies/1001/users/1001_SALJ', as('1001_SALJ'))).statusCode).toBe(200);
    expect((await get('/api/api-retail/v2/agencies/1001/users/1001_salj', as('1001_MGR'))).json().username).toBe('1001_SALJ');
    expect((await get('/api/api-retail/v2/agencies/1001/users/1001_MGR', as('1001_SALJ'))).statusCode).toBe(403);
    const foreign = await get('/api/api-retail/v2/agencies/1001/users/1001_SALJ', as('2002_MGR'));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('error.forbidden');
    expect((await get('/api/api-retail/v2/agencies/1001/users/2002_MGR', as('1001_MGR'))).statusCode).toBe(404);
  });

  it('serves partner and chain users only their own record', async () => {
    const telia = await get('/api/api-retail/v2/partner/TELIA/users/TELIA1', as('TELIA1'));
    expect(telia.statusCode).toBe(200);
    expect(telia.json()).toMatchObject({ username: 'TELIA1', roles: ['PARTNER_TELIA'], agencyNumber: '' });
    expect((await get('/api/api-retail/v2/partner/FOLKSPEL/users/TELIA1', as('TELIA1'))).statusCode).toBe(403);
    expect((await get('/api/api-retail/v2/partner/FOLKSPEL/users/FOLKSPEL1', as('TELIA1'))).statusCode).toBe(403);
    const chain = await get('/api/api-retail/v2/chain/users/KEDJA3', as('KEDJA3'));
    expect(chain.json()).toMatchObject({ username: 'KEDJA3', roles: ['RETAIL'], storeChainId: 3, agencyNumber: '' });
    expect((await get('/api/api-retail/v2/chain/users/KEDJA3', as('1001_MGR'))).statusCode).toBe(403);
  });
});
