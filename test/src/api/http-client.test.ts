import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '@/api/error-text';
import { ApiError, createApiFetch } from '@/api/http-client';
import { authAtom, initialAuthState } from '@/state/auth';
import { ANNA_TOKEN, fakeAccessToken } from '../support/fake-access-token';
import { fakeFetch, json, on } from '../support/fake-fetch';

const OLD_TOKEN = fakeAccessToken({ username: '12345_ANNA', roles: ['SALJARE'], given_name: 'Anna' });

function loggedInStore() {
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-in', token: OLD_TOKEN, username: '12345_ANNA' });
  return store;
}

const bearerOf = (request: { headers: Headers }) => request.headers.get('authorization');

describe('apiFetch', () => {
  let store = loggedInStore();
  beforeEach(() => {
    store = loggedInStore();
  });

  it('sends the access token from the auth state as a bearer token', async () => {
    const { fetch, requests } = fakeFetch(on('/api/ping', () => json(200, { ok: true })));
    await expect(createApiFetch({ store, fetch })('/api/ping')).resolves.toEqual({ ok: true });
    expect(bearerOf(requests[0]!)).toBe(`Bearer ${OLD_TOKEN}`);
  });

  it('on a 401 refreshes the token and retries once with the new one', async () => {
    const { fetch, requests } = fakeFetch(
      on('/api/ping', (request) => (bearerOf(request) === `Bearer ${ANNA_TOKEN}` ? json(200, { ok: true }) : json(401, { code: 'error.unauthorized' }))),
      on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
    );
    await expect(createApiFetch({ store, fetch })('/api/ping')).resolves.toEqual({ ok: true });
    expect(requests.map((request) => request.url)).toEqual(['/api/ping', '/tokenhandler/v1/access-token', '/api/ping']);
    const refresh = requests[1]!;
    expect(refresh.headers.get('x-portal-csrf')).toBe('1');
    expect(refresh.credentials).toBe('include');
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-in', token: ANNA_TOKEN, firstname: 'Anna', lastname: 'Åkesson' });
  });

  it('retries only once: a second 401 is thrown', async () => {
    const { fetch, requests } = fakeFetch(
      on('/api/ping', () => json(401, { code: 'error.unauthorized', message: 'Ej behörig' })),
      on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
    );
    const failure = await createApiFetch({ store, fetch })('/api/ping').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'error.unauthorized', message: 'Ej behörig' });
    expect(requests.filter((request) => request.url === '/api/ping')).toHaveLength(2);
    expect(requests.filter((request) => request.url.startsWith('/tokenhandler'))).toHaveLength(1);
  });

  it('logs the user out when the refresh fails', async () => {
    const { fetch, requests } = fakeFetch(
      on('/api/ping', () => json(401, { code: 'error.unauthorized' })),
      on('/tokenhandler/v1/access-token', () => json(401, { code: 'error.invalid_grant' })),
    );
    await expect(createApiFetch({ store, fetch })('/api/ping')).rejects.toMatchObject({ status: 401 });
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-out', token: '', username: '', roles: [] });
    expect(requests.filter((request) => request.url === '/api/ping')).toHaveLength(1);
  });

  it('never refreshes for token-handler calls', async () => {
    const { fetch, requests } = fakeFetch(on('/tokenhandler/v1/whatever', () => json(401, { code: 'error.unauthorized' })));
    await expect(createApiFetch({ store, fetch })('/tokenhandler/v1/whatever')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(store.get(authAtom).viewState).toBe('logged-in');
  });

  it('makes one refresh for parallel 401s (a replayed refresh cookie would revoke the session)', async () => {
    const { fetch, requests } = fakeFetch(
      on('/api/a', (request) => (bearerOf(request) === `Bearer ${ANNA_TOKEN}` ? json(200, 'a') : json(401, {}))),
      on('/api/b', (request) => (bearerOf(request) === `Bearer ${ANNA_TOKEN}` ? json(200, 'b') : json(401, {}))),
      on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
    );
    const apiFetch = createApiFetch({ store, fetch });
    await expect(Promise.all([apiFetch('/api/a'), apiFetch('/api/b')])).resolves.toEqual(['a', 'b']);
    expect(requests.filter((request) => request.url.startsWith('/tokenhandler'))).toHaveLength(1);
  });

  it('passes other errors on as ApiError with the server code', async () => {
    const { fetch } = fakeFetch(on('/api/ping', () => json(500, { code: 'error.internal', message: 'Tekniskt fel' })));
    await expect(createApiFetch({ store, fetch })('/api/ping')).rejects.toMatchObject({ status: 500, code: 'error.internal' });
  });

  it('an answer without our body (a proxy page) is "HTTP 502" as its error text, never the raw request line (issue 23)', async () => {
    const { fetch } = fakeFetch(on('/api/api-retail/v2/agencies/1001/products', () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    const failure = await createApiFetch({ store, fetch })('/api/api-retail/v2/agencies/1001/products').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, code: undefined, message: 'HTTP 502' });
    expect(errorText(failure)).toBe('HTTP 502');
  });

  // Issue 37 item 6: the browser's own text never reaches a page as "Felkod: Failed to fetch".
  it.each([['Failed to fetch'], ['Load failed'], ['NetworkError when attempting to fetch resource.']])('no answer (%s) is said in Swedish', async (browserText) => {
    const failure = await createApiFetch({ store, fetch: () => Promise.reject(new TypeError(browserText)) })('/api/ping').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, message: 'Ingen kontakt med servern. Kontrollera internetanslutningen och försök igen.' });
    expect(errorText(failure)).toBe('Ingen kontakt med servern. Kontrollera internetanslutningen och försök igen.');
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      });
      const pending = createApiFetch({ store, fetch })('/api/slow').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      const failure = await pending;
      expect(failure).toMatchObject({ status: 0, message: 'Servern svarade inte i tid. Försök igen.' });
      expect(errorText(failure)).toBe('Servern svarade inte i tid. Försök igen.');
    } finally {
      vi.useRealTimers();
    }
  });
});
