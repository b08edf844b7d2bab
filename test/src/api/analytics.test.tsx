import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushAnalyticsEvent, trackLogin, usePageViewAnalytics } from '@/api/analytics';
import { writeAnalyticsConsent } from '@/state/consent-cookie';
import { authAtom, initialAuthState } from '@/state/auth';
import { clearCookies } from '../consent/clear-cookies';

function annasStore() {
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-in', username: '12345_ANNA', roles: ['SALJARE'] });
  return store;
}

function PageViews() {
  usePageViewAnalytics();
  return null;
}

describe('analytics', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('pushes nothing without consent, nor after "denied"', () => {
    const store = annasStore();
    expect(pushAnalyticsEvent('pageView', { page: '/' }, store)).toBe(false);
    writeAnalyticsConsent('12345_ANNA', 'denied');
    expect(trackLogin(store)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes with consent, for the consenting user only', () => {
    const store = annasStore();
    writeAnalyticsConsent('12345_ANNA', 'granted');
    expect(pushAnalyticsEvent('pageView', { page: '/personal' }, store)).toBe(true);
    expect(trackLogin(store)).toBe(true);
    expect(window.dataLayer).toEqual([
      { page: '/personal', event: 'pageView' },
      { roles: 'SALJARE', event: 'login' },
    ]);
    store.set(authAtom, { ...initialAuthState, username: '67890_CARL' });
    expect(pushAnalyticsEvent('pageView', { page: '/' }, store)).toBe(false);
  });

  it('usePageViewAnalytics pushes a pageView per route once consent is granted', async () => {
    const store = annasStore();
    const router = createMemoryRouter([{ path: '*', element: <PageViews /> }], { initialEntries: ['/nyheter?username=ANNA'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(window.dataLayer).toBeUndefined();
    act(() => writeAnalyticsConsent('12345_ANNA', 'granted'));
    await act(() => router.navigate('/personal'));
    expect(window.dataLayer).toEqual([
      { page: '/nyheter', event: 'pageView' },
      { page: '/personal', event: 'pageView' },
    ]);
  });
});
