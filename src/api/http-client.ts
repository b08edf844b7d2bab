import { ofetch, type FetchOptions, type ResponseType } from 'ofetch';
import { appStore, type AppStore } from '@/state/store';
import { authAtom } from '@/state/auth';
import { refreshSession } from './session-refresh';
import { ApiError, isUnauthorized, toApiError } from './api-error';
import { logRequestFailure, type RequestFailureReport } from './client-log';
import { defaultFetch, REQUEST_TIMEOUT_MS, type FetchImpl } from './fetch-impl';
import { TOKEN_HANDLER_BASE } from './token-handler';

export { errorText, UNKNOWN_ERROR_TEXT } from './error-text';
export { ApiError } from './api-error';

/**
 * One call's options: JSON by default, any ofetch `responseType` allowed (reports ask for `'blob'`). `any`, not
 * `ResponseType`: options typed for one response type (their hooks included) must stay assignable.
 */
export type ApiFetchOptions = FetchOptions<any> & { // eslint-disable-line @typescript-eslint/no-explicit-any
  /** false: the caller logs a failure itself, with what it knows (a report's code), so it is logged once. */
  logFailure?: false;
};

export type ApiFetch = <T>(url: string, options?: ApiFetchOptions) => Promise<T>;

export interface ApiFetchDeps {
  store?: AppStore;
  fetch?: FetchImpl;
  /** Gets a new access token (and puts it in the store); rejects when the session is over. */
  refresh?: (store: AppStore) => Promise<string>;
  /** Told about every failed call except a 401 answered by a refresh, and except calls the caller aborted. */
  onRequestFailure?: (failure: RequestFailureReport) => void;
}

// Token-handler calls must never trigger a refresh: that is the call that refreshes.
function isTokenHandlerUrl(url: string): boolean {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return path.startsWith(TOKEN_HANDLER_BASE);
}

/** A backend client: bearer token from the auth state, 30 s timeout, one refresh-and-retry on 401. */
export function createApiFetch(deps: ApiFetchDeps = {}): ApiFetch {
  const store = deps.store ?? appStore;
  const fetchImpl = deps.fetch ?? defaultFetch;
  const refresh = deps.refresh ?? ((target: AppStore) => refreshSession(target, fetchImpl));
  const client = ofetch.create(
    {
      timeout: REQUEST_TIMEOUT_MS,
      retry: 0,
      onRequest({ options }) {
        const token = store.get(authAtom).token;
        if (token) options.headers.set('Authorization', `Bearer ${token}`);
      },
    },
    { fetch: fetchImpl },
  );

  // Failure reporting hook (client logging); a failing reporter must not change what the caller gets.
  const failed = (url: string, options: ApiFetchOptions | undefined, error: unknown): unknown => {
    const apiError = toApiError(error);
    if (!deps.onRequestFailure || options?.signal?.aborted || options?.logFailure === false) return apiError;
    const status = apiError instanceof ApiError ? apiError.status : 0;
    try {
      deps.onRequestFailure({ method: options?.method ?? 'GET', url, status, error: apiError });
    } catch {
      // the reporter is best effort
    }
    return apiError;
  };

  const call = <T>(url: string, options?: ApiFetchOptions) => client<T, ResponseType>(url, options) as Promise<T>;

  return async function apiFetch<T>(url: string, options?: ApiFetchOptions): Promise<T> {
    try {
      return await call<T>(url, options);
    } catch (error) {
      if (!isUnauthorized(error) || isTokenHandlerUrl(url)) throw failed(url, options, error);
      try {
        await refresh(store); // a failed refresh has already logged the user out
      } catch {
        throw toApiError(error); // the session ended: expected, not logged
      }
      try {
        return await call<T>(url, options);
      } catch (retryError) {
        throw failed(url, options, retryError);
      }
    }
  };
}

/** The app's client, bound to the app store; failed calls are sent to /log. */
export const apiFetch: ApiFetch = createApiFetch({ onRequestFailure: (failure) => logRequestFailure(failure) });
