import type { AuthorizeParams } from '@ombudsportalen/portal/api';
import { errors } from '../http/errors.js';
import { isS256Challenge } from './pkce.js';

export interface OAuthClient {
  clientId: 'portal-haapi' | 'portal-internal';
  /** The only redirect_uri path accepted, on a trusted origin. */
  callbackPath: string;
  /** true: only ADMIN/SALJCOACH (HTML login page); false: everyone else (JSON login). */
  internal: boolean;
}

const CLIENTS: readonly OAuthClient[] = [
  { clientId: 'portal-haapi', callbackPath: '/callback', internal: false },
  { clientId: 'portal-internal', callbackPath: '/internal/callback', internal: true },
];

export function findClient(clientId: unknown): OAuthClient | undefined {
  return CLIENTS.find((client) => client.clientId === clientId);
}

/**
 * Origins allowed to receive codes. With PUBLIC_ORIGIN set only that one; otherwise the origin the
 * browser addressed (the Host of the request), so a code is never handed to a foreign site.
 */
export function trustedOrigins(publicOrigin: string | null, request: { protocol: string; host: string }): string[] {
  if (publicOrigin !== null) return [publicOrigin];
  // Through URL so "localhost:80" and "localhost" compare equal; a malformed Host trusts nothing.
  return URL.canParse(`${request.protocol}://${request.host}`) ? [new URL(`${request.protocol}://${request.host}`).origin] : [];
}

export function isAllowedRedirectUri(client: OAuthClient, redirectUri: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return origins.includes(url.origin) && url.pathname === client.callbackPath && url.hash === '' && url.username === '' && url.password === '';
}

export interface AuthorizeRequest {
  client: OAuthClient;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}

/** Checks an authorize request (JSON or query) for the expected kind of client; throws AppError 400. */
export function checkAuthorizeParams(params: AuthorizeParams, internal: boolean, origins: readonly string[]): AuthorizeRequest {
  const client = findClient(params.client_id);
  if (client === undefined || client.internal !== internal) throw errors.invalidClient();
  if (params.response_type !== 'code') throw errors.invalidRequest('response_type måste vara "code".');
  const redirectUri = params.redirect_uri ?? '';
  if (!isAllowedRedirectUri(client, redirectUri, origins)) throw errors.invalidRequest('Ogiltig redirect_uri.');
  if (params.code_challenge_method !== 'S256') throw errors.invalidRequest('PKCE med code_challenge_method=S256 krävs.');
  const codeChallenge = params.code_challenge ?? '';
  if (!isS256Challenge(codeChallenge)) throw errors.invalidRequest('Ogiltig code_challenge.');
  const state = params.state ?? '';
  if (state.length === 0 || state.length > 512) throw errors.invalidRequest('state saknas eller är för långt.');
  return { client, redirectUri, codeChallenge, state };
}
