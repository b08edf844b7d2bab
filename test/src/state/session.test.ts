import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { authAtom } from '@/state/auth';
import { REFRESH_LOCK, refreshSession, restoreSession } from '@/api/session-refresh';
import { endSession, signIn } from '@/state/session';
import { ANNA_TOKEN } from '../support/fake-access-token';
import { fakeFetch, json, on } from '../support/fake-fetch';

describe('session', () => {
  it('starts as validating-token and ends logged-in when the token handler has a session', async () => {
    const store = createStore();
    expect(store.get(authAtom).viewState).toBe('validating-token');
    const { fetch } = fakeFetch(on('/tokenhandler/v1/access-token', () => json(200, { accessToken: ANNA_TOKEN })));
    await restoreSession(store, fetch);
    expect(store.get(authAtom)).toMatchObject({
      viewState: 'logged-in',
      username: '12345_ANNA',
      agencyNumber: '12345',
      roles: ['SALJARE'],
      firstname: 'Anna',
      lastname: 'Åkesson',
    });
  });

  it('ends logged-out, without an error text, when there is no session', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(on('/tokenhandler/v1/access-token', () => json(401, { code: 'error.invalid_grant' })));
    await restoreSession(store, fetch);
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-out', token: '', errorMessage: '' });
  });

  it('a token that is not a readable JWT logs the user out', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(on('/tokenhandler/v1/access-token', () => json(200, { accessToken: 'garbage' })));
    await restoreSession(store, fetch);
    expect(store.get(authAtom).viewState).toBe('logged-out');
  });

  it('a refresh that finishes after a logout does not log the user back in', async () => {
    const store = createStore();
    signIn(store, ANNA_TOKEN);
    let answer: (response: Response) => void = () => {};
    const { fetch, requests } = fakeFetch(on('/tokenhandler/v1/access-token', () => new Promise<Response>((resolve) => (answer = resolve))));
    const refresh = refreshSession(store, fetch).catch(() => 'rejected');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    endSession(store);
    answer(json(200, { accessToken: ANNA_TOKEN }));
    expect(await refresh).toBe('rejected');
    expect(store.get(authAtom)).toMatchObject({ viewState: 'logged-out', token: '' });
  });

  it('refreshes under the exclusive Web Lock that every tab shares, so tabs take turns', async () => {
    const order: string[] = [];
    const request = vi.fn(async (name: string, options: { mode: string }, work: () => Promise<unknown>) => {
      order.push(`lock ${name} ${options.mode}`);
      const result = await work();
      order.push('unlock');
      return result;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const store = createStore();
      const { fetch } = fakeFetch(on('/tokenhandler/v1/access-token', () => {
        order.push('fetch');
        return json(200, { accessToken: ANNA_TOKEN });
      }));
      await refreshSession(store, fetch);
      expect(order).toEqual([`lock ${REFRESH_LOCK} exclusive`, 'fetch', 'unlock']);
      expect(REFRESH_LOCK).toBe('portal-token-refresh');
      expect(store.get(authAtom).viewState).toBe('logged-in');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
