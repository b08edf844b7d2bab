import { apiUrl, type AuthenticationStep, type AuthorizationResponse } from '@ombudsportalen/portal/api';
import { defaultFetch, type FetchImpl } from '@/api/fetch-impl';
import { createPkcePair, randomAlphanumeric } from '@/api/pkce';
import { exchangeCode } from '@/api/token-handler';
import { assertAuthorizationServerPath, authorizationServerClient, unexpectedAnswerError } from './authorization-server';

export const HAAPI_CLIENT_ID = 'portal-haapi';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** The portal-haapi login: authorize (PKCE) → post the login form → exchange the code; returns the access token. */
export async function loginWithPassword(
  credentials: PasswordCredentials,
  fetchImpl: FetchImpl = defaultFetch,
  origin: string = window.location.origin,
): Promise<string> {
  const post = authorizationServerClient(fetchImpl);
  const pkce = await createPkcePair();
  const state = randomAlphanumeric(32);
  const redirectUri = `${origin}/callback`;

  const step = await post<Partial<AuthenticationStep>>(apiUrl('authorize'), {
    client_id: HAAPI_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
  });
  const loginForm = step?.actions?.find((action) => action.kind === 'login')?.model;
  const href = assertAuthorizationServerPath(loginForm?.href);

  const authorization = await post<Partial<AuthorizationResponse>>(href, {
    userName: credentials.username.trim().toUpperCase(),
    password: credentials.password,
  });
  const code = authorization?.properties?.code;
  if (authorization?.type !== 'authorization-response' || !code) throw unexpectedAnswerError();
  // The state must round-trip unchanged, otherwise the code is not the answer to our request.
  if (authorization.properties?.state !== state) throw unexpectedAnswerError();

  const tokens = await exchangeCode({ clientId: HAAPI_CLIENT_ID, code, codeVerifier: pkce.verifier, redirectUri }, fetchImpl);
  return tokens.access_token;
}
