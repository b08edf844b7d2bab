import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { useLocation } from 'react-router-dom';
import { readAnalyticsConsent, useAnalyticsConsent } from '@/state/consent-cookie';
import { authAtom, authViewAtom } from '@/state/auth';
import { appStore, type AppStore } from '@/state/store';

/** The analytics events the portal pushes (spec §7). */
export type AnalyticsEventName = 'pageView' | 'login';

export type AnalyticsData = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    /** The tag manager's data layer; created on the first push. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes `{ event, ...data }` to window.dataLayer, only when the current user has granted analytics
 * consent; answers whether it pushed. Never throws.
 */
export function pushAnalyticsEvent(event: AnalyticsEventName, data: AnalyticsData = {}, store: AppStore = appStore): boolean {
  try {
    const { username } = store.get(authAtom);
    if (readAnalyticsConsent(username) !== 'granted') return false;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ...data, event });
    return true;
  } catch {
    return false; // analytics must never break the page
  }
}

/** The login event; call it when a login has completed (data: the user's roles, no names). */
export function trackLogin(store: AppStore = appStore): boolean {
  return pushAnalyticsEvent('login', { roles: store.get(authAtom).roles.join(',') }, store);
}

/** Pushes a pageView (path only: queries can hold user names) on every route change, and once when consent is granted. */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const { username } = useAtomValue(authViewAtom);
  const consent = useAnalyticsConsent(username);
  const store = useStore();
  useEffect(() => {
    if (consent === 'granted') pushAnalyticsEvent('pageView', { page: pathname }, store);
  }, [pathname, consent, store]);
}
