import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, createApiFetch } from '@/api/http-client';
import type { RequestFailureReport } from '@/api/client-log';
import { authAtom, initialAuthState } from '@/state/auth';
import { ANNA_TOKEN, fakeAccessToken } from '../support/fake-access-token';
import { fakeFetch, json, on } from '../support/fake-fetch';

const OLD_TOKEN = fakeAccessToken({ username: '12345_ANNA', roles: ['SALJARE'] });

function setup(...routes: Parameters<typeof fakeFetch>) {
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-in', token: OLD_TOKEN, username: '12345_ANNA' });
  const backend = fakeFetch(...routes);
  const failures: RequestFailureReport[] = [];
  const client = createApiFetch({ store, fetch: backend.fetch, onRequestFailure: (failure) => failures.push(failure) });
  return { client, failures, ...backend };
}

const fresh = (request: { headers: Headers }) => request.headers.get('authorization') === `Bearer ${ANNA_TOKEN}`;

describe('apiFetch failure reporting (onRequestFailure)', () => {
  it('reports a non-2xx answer with method, url and status', async () => {
    const { client, failures } = setup(on('/api/x', () => json(500, { code: 'error.internal' })));
    await expect(client('/api/x', { method: 'PUT', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([{ method: 'PUT', url: '/api/x', status: 500, error: expect.any(ApiError) }]);
  });

  it('does not report a 401 that a refresh answers, nor a success', async () => {
    const { client, failures } = setup(
      on('/api/x', (request) => (fresh(request) ? json(200, 'ok') : json(401, {}))),
      on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })),
    );
    await expect(client('/api/x')).resolves.toBe('ok');
    expect(failures).toEqual([]);
  });

  it('reports the retry when it fails again, but not a refresh that ends the session', async () => {
    const again = setup(on('/api/x', () => json(401, {})), on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })));
    await expect(again.client('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(again.failures.map((failure) => failure.status)).toEqual([401]);
    const ended = setup(on('/api/x', () => json(401, {})), on('/tokenhandler/v1/access-token', () => json(401, {})));
    await expect(ended.client('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(ended.failures).toEqual([]);
  });

  it('reports network errors with status 0, but not calls the caller aborted', async () => {
    const { client, failures } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client('/api/x')).rejects.toMatchObject({ status: 0 });
    const controller = new AbortController();
    controller.abort();
    await expect(client('/api/y', { signal: controller.signal })).rejects.toBeDefined();
    expect(failures.map((failure) => [failure.url, failure.status])).toEqual([['/api/x', 0]]);
  });

  it('gives the caller the same error when the reporter throws', async () => {
    const backend = fakeFetch(on('/api/x', () => json(500, { code: 'error.internal' })));
    const client = createApiFetch({ store: createStore(), fetch: backend.fetch, onRequestFailure: () => { throw new Error('reporter'); } });
    await expect(client('/api/x')).rejects.toMatchObject({ status: 500, code: 'error.internal' });
  });

  it('the app client sends a failed call to /log', async () => {
    const backend = fakeFetch(on('/api/broken', () => json(503, { code: 'error.unavailable' })), on('/log', () => new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', backend.fetch);
    await expect(apiFetch('/api/broken?x=1')).rejects.toMatchObject({ status: 503 });
    await vi.waitFor(() => expect(backend.requests.map((request) => request.url)).toContain('/log'));
    const log = JSON.parse(backend.requests.find((request) => request.url === '/log')!.body);
    expect(log).toMatchObject({ msg: 'Request failed: GET /api/broken?x=1 (503)', logLevel: 'error', error: expect.stringMatching(/^ApiError 503 error\.unavailable: /) });
  });
});
