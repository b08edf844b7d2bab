import { writeAnalyticsConsent } from '@/state/consent-cookie';
import { phoneConfirmedCookieName } from '@/features/gates/next-gate';

/** The cookies a returning user has: cookie question answered, mobile confirmed (so the shell shows at once). */
export function returningUserCookies(username: string, { mobileConfirmed = true } = {}): void {
  writeAnalyticsConsent(username, 'denied');
  if (mobileConfirmed) document.cookie = `${phoneConfirmedCookieName(username)}=1; path=/`;
}

/** Removes every cookie jsdom holds for the page (tests share one document). */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
