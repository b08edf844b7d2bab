import { useSyncExternalStore } from 'react';

/** The user's answer to the cookie question (spec §2: analytics consent is stored per user in a cookie). */
export type AnalyticsConsent = 'granted' | 'denied';

/** Cookie-consent cookies last 365 days (spec §9). */
export const CONSENT_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

// Usernames are case-insensitive at the server: one cookie per user, whatever the case typed.
export const consentCookieName = (username: string): string =>
  `analyticsConsent_${encodeURIComponent(username.trim().toUpperCase())}`;

/** The Set-Cookie text for an answer: 365 days, SameSite=Lax, path /, Secure over https. */
export function consentCookie(username: string, consent: AnalyticsConsent, now: Date = new Date(), secure = location.protocol === 'https:'): string {
  const expires = new Date(now.getTime() + CONSENT_COOKIE_DAYS * DAY_SECONDS * 1000);
  const attributes = [`max-age=${CONSENT_COOKIE_DAYS * DAY_SECONDS}`, `expires=${expires.toUTCString()}`, 'path=/', 'SameSite=Lax'];
  return [`${consentCookieName(username)}=${consent}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/** The stored answer, or undefined when the user has not answered (or the value is not one we wrote). */
export function readAnalyticsConsent(username: string, cookies: string = document.cookie): AnalyticsConsent | undefined {
  if (!username) return undefined;
  const name = consentCookieName(username);
  for (const pair of cookies.split(';')) {
    const [key, value] = pair.trim().split('=');
    if (key === name && (value === 'granted' || value === 'denied')) return value;
  }
  return undefined;
}

// Cookies have no change event: writers tell the subscribed hooks themselves.
const listeners = new Set<() => void>();

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeAnalyticsConsent(username: string, consent: AnalyticsConsent, now: Date = new Date()): void {
  document.cookie = consentCookie(username, consent, now);
  for (const listener of listeners) listener();
}

/** The current user's answer, re-rendering when it is written. */
export function useAnalyticsConsent(username: string): AnalyticsConsent | undefined {
  return useSyncExternalStore(subscribeToConsent, () => readAnalyticsConsent(username));
}
