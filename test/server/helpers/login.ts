import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { s256 } from '../../../server/auth/pkce.js';
import { loadSigningKeys } from '../../../server/auth/signing-key-store.js';
import { createTokenService } from '../../../server/auth/token-service.js';
import { createRefreshTokenRepository } from '../../../server/repositories/refresh-token-repository.js';
import { createSigningKeyRepository } from '../../../server/repositories/signing-key-repository.js';
import { REFRESH_FAMILY_TTL_MS } from '../../../server/auth/auth-settings.js';
import { hashToken, newOpaqueToken } from '../../../server/auth/opaque-token.js';
import type { Store } from '../../../server/db/store.js';
import { createUserRepository, type UserRecord } from '../../../server/repositories/user-repository.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import type { TestApp } from './build-test-app.js';

// inject() talks to Host "localhost:80", so that is the origin the server trusts in tests.
export const ORIGIN = 'http://localhost';
export const HAAPI_REDIRECT = `${ORIGIN}/callback`;
export const INTERNAL_REDIRECT = `${ORIGIN}/internal/callback`;
export const CSRF = { 'x-portal-csrf': '1' };

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url').replace(/[-_]/g, 'x').slice(0, 64);
  return { verifier, challenge: s256(verifier) };
}

export function authorize(app: FastifyInstance, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/oauth/v2/authorize', payload: body });
}

export interface CodeGrant {
  code: string;
  verifier: string;
  state: string;
}

/** Steps 1-3 of the haapi flow; returns the raw authenticate response for failure tests. */
export async function haapiAuthenticate(app: FastifyInstance, userName: string, password = DEMO_PASSWORD) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const step = await authorize(app, {
    client_id: 'portal-haapi', response_type: 'code', redirect_uri: HAAPI_REDIRECT, code_challenge: challenge,
    code_challenge_method: 'S256', state,
  });
  if (step.statusCode !== 200) throw new Error(`authorize failed: ${step.statusCode} ${step.body}`);
  const href = (step.json() as { actions: Array<{ model: { href: string } }> }).actions[0]?.model.href ?? '';
  const response = await app.inject({ method: 'POST', url: href, payload: { userName, password } });
  return { response, verifier, state };
}

export async function haapiCode(app: FastifyInstance, userName: string, password = DEMO_PASSWORD): Promise<CodeGrant> {
  const { response, verifier, state } = await haapiAuthenticate(app, userName, password);
  if (response.statusCode !== 200) throw new Error(`authenticate failed: ${response.statusCode} ${response.body}`);
  const { code } = (response.json() as { properties: { code: string } }).properties;
  return { code, verifier, state };
}

export function exchange(app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = CSRF) {
  // The SPA posts a form body, as the spec says.
  return app.inject({
    method: 'POST', url: '/tokenhandler/v1/callback-haapi',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function exchangeFields(grant: CodeGrant, clientId = 'portal-haapi', redirectUri = HAAPI_REDIRECT): Record<string, string> {
  return { client_id: clientId, code_verifier: grant.verifier, grant_type: 'authorization_code', redirect_uri: redirectUri, code: grant.code };
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'portal-rt')?.value;
}

/** A complete haapi login: tokens plus the refresh cookie value. */
export async function login(app: FastifyInstance, userName: string) {
  const grant = await haapiCode(app, userName);
  const response = await exchange(app, exchangeFields(grant));
  if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.statusCode} ${response.body}`);
  const { access_token: accessToken, id_token: idToken } = response.json() as { access_token: string; id_token: string };
  return { accessToken, idToken, refresh: refreshCookieOf(response) ?? '', response };
}

export function refreshAccess(app: FastifyInstance, refresh: string | undefined, headers: Record<string, string> = CSRF) {
  return app.inject({ method: 'GET', url: '/tokenhandler/v1/access-token', headers, cookies: refresh === undefined ? {} : { 'portal-rt': refresh } });
}

/** A live session (refresh family) of the user, as a login starts one; returns its id, the access token's sid. */
export async function startSession(store: Store, username: string, now: Date): Promise<string> {
  const familyId = newOpaqueToken();
  const createdAt = now.getTime();
  await createRefreshTokenRepository(store).insert({
    tokenHash: hashToken(newOpaqueToken()), familyId, username, clientId: 'portal-haapi', codeHash: null, createdAt,
    familyExpiresAt: createdAt + REFRESH_FAMILY_TTL_MS,
  });
  return familyId;
}

/**
 * An access token exactly as login issues it (with a live session of its own), minted with the app's signing keys (key
 * file or config) and the test's clock (no scrypt, no flow): for access-rule tables. With `changes` (roles, agency,
 * partner), the token is a copy's of the user that holds them in the store: access follows the stored user, not the token.
 */
export async function accessTokenFor(t: Pick<TestApp, 'store' | 'clock' | 'config'>, username: string, changes: Partial<UserRecord> = {}): Promise<string> {
  const users = createUserRepository(t.store);
  const seeded = await users.findByUsername(username);
  if (seeded === undefined) throw new Error(`no seeded user ${username}`);
  let user = seeded;
  if (Object.keys(changes).length > 0) {
    const copy = `${seeded.username}_${createHash('sha256').update(JSON.stringify(changes)).digest('hex').slice(0, 10)}`;
    // Agency staff take their chain from their agency (readUserRecord), so a copy moved to another agency takes its chain.
    const storeChainId = (changes.agencyNumber ?? seeded.agencyNumber) === null ? seeded.storeChainId : null;
    await users.insertIfMissing({ ...seeded, storeChainId, ...changes, username: copy });
    user = (await users.findByUsername(copy))!;
  }
  return tokenClaiming(t, user.username);
}

/** A token of a seeded user whose claims say `claims` (what the store holds decides access, whatever they say). */
export async function tokenClaiming(t: Pick<TestApp, 'store' | 'clock' | 'config'>, username: string, claims: Partial<UserRecord> = {}): Promise<string> {
  const user = await createUserRepository(t.store).findByUsername(username);
  if (user === undefined) throw new Error(`no seeded user ${username}`);
  const keys = await loadSigningKeys(t.config, createSigningKeyRepository(t.store));
  return createTokenService(keys, t.clock.now).issueAccessToken({ ...user, ...claims }, await startSession(t.store, user.username, t.clock.now()));
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
