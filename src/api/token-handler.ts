import { ofetch } from 'ofetch';
import { apiUrl, type ApiResponse, type TokenResponse } from '@ombudsportalen/portal/api';
import { toApiError } from './api-error';
import { defaultFetch, REQUEST_TIMEOUT_MS, type FetchImpl } from './fetch-impl';

/** The token handler's calls (schemas/api/auth.json) share this prefix; apiFetch never refreshes on them. */
export const TOKEN_HANDLER_BASE = '/tokenhandler/v1';

export interface CodeExchange {
  clientId: string;
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

// Every call sends the CSRF header and the refresh cookie; never retried (a replayed refresh token revokes the session).
function tokenHandlerClient(fetchImpl: FetchImpl) {
  return ofetch.create(
    {
      headers: { 'x-portal-csrf': '1' },
      credentials: 'include',
      timeout: REQUEST_TIMEOUT_MS,
      retry: 0,
    },
    { fetch: fetchImpl },
  );
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

/** Completes an authorization-code login; the refresh token comes back only as an HttpOnly cookie. */
export function exchangeCode(exchange: CodeExchange, fetchImpl: FetchImpl = defaultFetch): Promise<TokenResponse> {
  const body = {
    client_id: exchange.clientId,
    code_verifier: exchange.codeVerifier,
    grant_type: 'authorization_code',
    redirect_uri: exchange.redirectUri,
    code: exchange.code,
  };
  return call(async () => {
    const tokens = await tokenHandlerClient(fetchImpl)<TokenResponse>(apiUrl('exchangeCode'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!tokens?.access_token) throw new Error('Token handler answered without an access token');
    return tokens;
  });
}

/** The token handler answered 204: the browser holds no session (the normal first visit). */
export class NoSessionError extends Error {
  constructor() {
    super('No session');
    this.name = 'NoSessionError';
  }
}

/** A fresh access token from the refresh cookie (which the token handler rotates); NoSessionError without one. */
export function fetchAccessToken(fetchImpl: FetchImpl = defaultFetch): Promise<string> {
  return call(async () => {
    const answer = await tokenHandlerClient(fetchImpl)<ApiResponse<'refreshAccessToken'>>(apiUrl('refreshAccessToken'));
    if (!answer?.accessToken) throw new NoSessionError();
    return answer.accessToken;
  });
}

/** Revokes the session at the token handler; failures are only logged (spec §7). */
export async function logoutAtTokenHandler(fetchImpl: FetchImpl = defaultFetch): Promise<void> {
  try {
    await tokenHandlerClient(fetchImpl)(apiUrl('tokenHandlerLogout'));
  } catch (error) {
    console.warn('Logout at the token handler failed', error);
  }
}
