import { ofetch } from 'ofetch';
import { ApiError, toApiError } from '@/api/api-error';
import type { FetchImpl } from '@/api/fetch-impl';

/** The auth client's default timeout (spec §9). */
export const AUTH_CLIENT_TIMEOUT_MS = 5_000;

/** A JSON client for the authorization server (/oauth/v2/...); errors come back as ApiError. */
export function authorizationServerClient(fetchImpl: FetchImpl) {
  const client = ofetch.create({ timeout: AUTH_CLIENT_TIMEOUT_MS, retry: 0, credentials: 'same-origin' }, { fetch: fetchImpl });
  return async function post<T>(path: string, body: Record<string, string>): Promise<T> {
    try {
      return await client<T>(path, { method: 'POST', body });
    } catch (error) {
      throw toApiError(error);
    }
  };
}

/** The authorization server answered in a shape we do not know. */
export function unexpectedAnswerError(): ApiError {
  return new ApiError('Oväntat svar från inloggningstjänsten.', 0);
}

/** The password is posted only to our own authorization server: a same-origin /oauth/ path. */
export function assertAuthorizationServerPath(href: unknown): string {
  if (typeof href === 'string' && href.startsWith('/oauth/') && !href.startsWith('//')) return href;
  throw unexpectedAnswerError();
}
