// A reload with a refresh cookie starts the user, the agency and then the shell's alert as soon as the token is known,
// before the session's chunk has rendered the shell (docs/decisions/pages-on-a-phone.md); the shell joins that load.
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@ombudsportalen/portal/api';
import { shopTypeOf } from '@ombudsportalen/portal/access';
import { startSessionLoads } from '@/app/session/load-session-data';
import { AppProviders } from '@/app/providers';
import { startSession } from '@/app/session-start';
import { NewsHome } from '@/features/content/components/news/NewsHome';
import { useEducationStatus } from '@/features/account/hooks/useEducationStatus';
import { loadShellAlert } from '@/features/content/hooks/useShellContentAlert';
import { currentUserAtom } from '@/state/current-user';
import { segmentAtom } from '@/state/agency';
import { signIn } from '@/state/session';
import { shellAlertAtom, shellAlertPendingAtom } from '@/state/shell-alert';
import { json, type RecordedRequest } from '../../support/fake-fetch';
import { ADMIN, MANAGER, sessionBackend, tokenFor, userPathOf, type TestUser } from '../../support/session-backend';

const ALERT = { items: [{ fields: { show: true, type: 'warning', text: 'Driftstörning i kassan.' } }] };
const EDUCATION = { status: 'NOT_COMPLETED', upcomingExpiryDate: null, noEducationsStarted: true, courses: [{ courseName: 'Spelansvar', progress: '0.0', validUntil: null }] };
const educationQueries = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === apiUrl('educationStatus')).map((request) => JSON.parse(request.body) as Record<string, unknown>);
const contentQueries = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === apiUrl('contentData')).map((request) => JSON.parse(request.body) as Record<string, unknown>);
const alertQueries = (requests: RecordedRequest[]) => contentQueries(requests).filter((query) => query['contentType'] === 'alert');

function started(user: TestUser) {
  const backend = sessionBackend(user, { '1001': { agencyType: 'O', retailChainId: 3 } }, (request) => {
    if (request.url === apiUrl('contentData')) return json(200, ALERT);
    return request.url === apiUrl('educationStatus') ? json(200, EDUCATION) : undefined;
  });
  vi.stubGlobal('fetch', backend.fetch);
  const store = createStore();
  signIn(store, tokenFor(user));
  return { store, requests: backend.requests };
}

describe('the session\'s loads at a reload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the alert of the agency\'s shop type once the user and the agency are in, and the shell asks no second time', async () => {
    const { store, requests } = started(MANAGER);
    await startSessionLoads(store);
    await vi.waitFor(() => expect(store.get(shellAlertPendingAtom)).toBe(false));
    expect(store.get(currentUserAtom).loadState).toBe('success');
    expect(alertQueries(requests)).toEqual([expect.objectContaining({ contentType: 'alert', 'fields.shopType': shopTypeOf(store.get(segmentAtom)) })]);
    expect(store.get(shellAlertAtom)).toEqual({ show: true, type: 'warning', text: 'Driftstörning i kassan.' });
    loadShellAlert(store, store.get(segmentAtom)); // the shell's hook, mounting later
    expect(alertQueries(requests)).toHaveLength(1);
  });

  it('starts from the app\'s start, before any render: the token, then the user, the agency and the alert', async () => {
    const backend = sessionBackend(MANAGER, { '1001': {} }, (request) => (request.url === apiUrl('contentData') ? json(200, ALERT) : undefined));
    vi.stubGlobal('fetch', backend.fetch);
    const store = createStore();
    await startSession(store);
    const asked = backend.requests.map((request) => request.url.split('?')[0]);
    expect(asked[0]).toBe(apiUrl('refreshAccessToken'));
    expect(asked).toEqual(expect.arrayContaining([userPathOf(MANAGER), apiUrl('getAgencyInfo', { agencyNumber: '1001' }), apiUrl('contentData')]));
  });

  it('asks for no alert and no education status while the user stands at a gate', async () => {
    const { store, requests } = started({ ...MANAGER, me: { forcePasswordChange: true } });
    await startSessionLoads(store);
    expect(store.get(currentUserAtom).loadState).toBe('success');
    expect(contentQueries(requests)).toEqual([]);
    expect(educationQueries(requests)).toEqual([]);
  });

  // The banners sit above the start page, which waits for them at most ALERT_WAIT_MS: asked on its mount, on a slow
  // phone they came after that wait and pushed the shown page down (test/e2e/layout-stability.spec.ts).
  it('at the start page asks for the education status once the user and the agency are in, and the page takes that answer', async () => {
    const { store, requests } = started({ ...MANAGER, me: { personId: 'P100001' } });
    await startSessionLoads(store);
    await vi.waitFor(() => expect(educationQueries(requests)).toHaveLength(1));
    expect(educationQueries(requests)).toEqual([{ personId: 'P100001', username: '1001_MGR', agencyNumber: '1001', chainId: 3 }]);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const page = renderHook(() => useEducationStatus(), { wrapper });
    await waitFor(() => expect(page.result.current).toMatchObject({ status: 'success', data: EDUCATION }));
    expect(educationQueries(requests)).toHaveLength(1);
    page.unmount();
    const later = renderHook(() => useEducationStatus(), { wrapper }); // a later visit asks afresh
    await waitFor(() => expect(later.result.current.status).toBe('success'));
    expect(educationQueries(requests)).toHaveLength(2);
  });

  it('at another page asks for no education status and no content but the alert', async () => {
    window.history.replaceState(null, '', '/personal');
    const { store, requests } = started(MANAGER);
    await startSessionLoads(store);
    await vi.waitFor(() => expect(store.get(shellAlertPendingAtom)).toBe(false)); // the alert, asked in the same step, is in
    expect(educationQueries(requests)).toEqual([]);
    expect(contentQueries(requests).map((query) => query['contentType'])).toEqual(['alert']);
  });

  it('for internal staff who have not chosen an outlet asks for no content but the alert: the chooser comes first', async () => {
    const { store, requests } = started(ADMIN);
    await startSessionLoads(store);
    await vi.waitFor(() => expect(store.get(shellAlertPendingAtom)).toBe(false));
    expect(contentQueries(requests).map((query) => query['contentType'])).toEqual(['alert']);
  });

  // The news card's picture is the start page's LCP on a phone: asked on the page's mount, after its chunk, it came one
  // round trip later (Lighthouse LCP 3.3 → 2.9 s, docs/decisions/pages-on-a-phone.md).
  it('at the start page asks for the hero, the banner and the first news page too, and the start page shows those answers', async () => {
    const answers: Record<string, unknown> = {
      alert: ALERT,
      heroItem: { sys: { type: 'Array' }, total: 1, skip: 0, limit: 3, items: [{ sys: { id: 'h1', type: 'Entry' }, fields: { title: 'Veckans jackpott' } }], includes: {} },
      banner: { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [], includes: {} },
      article: { sys: { type: 'Array' }, total: 1, skip: 0, limit: 6, items: [{ sys: { id: 'n1', type: 'Entry' }, fields: { header: 'Nytt i kassan', slug: 'nytt', category: 'Nyhet', publishTime: '2026-11-01T08:00:00Z' } }], includes: {} },
    };
    const backend = sessionBackend(MANAGER, { '1001': {} }, (request) =>
      request.url === apiUrl('contentData') ? json(200, answers[String((JSON.parse(request.body) as { contentType: string }).contentType)]) : undefined);
    vi.stubGlobal('fetch', backend.fetch);
    const store = createStore();
    signIn(store, tokenFor(MANAGER));
    await startSessionLoads(store);
    const kinds = () => contentQueries(backend.requests).map((query) => query['contentType']);
    await vi.waitFor(() => expect(kinds()).toEqual(['alert', 'heroItem', 'banner', 'article']));
    const page = () => createElement(AppProviders, { store, children: createElement(MemoryRouter, null, createElement(NewsHome)) });
    const shown = render(page());
    expect(await screen.findByText('Nytt i kassan')).toBeTruthy();
    expect(await screen.findByText('Veckans jackpott')).toBeTruthy();
    expect(kinds()).toHaveLength(4);
    shown.unmount();
    render(page()); // a later visit asks afresh
    expect(await screen.findByText('Nytt i kassan')).toBeTruthy();
    await vi.waitFor(() => expect(kinds().slice(4).sort()).toEqual(['article', 'banner', 'heroItem']));
  });
});
