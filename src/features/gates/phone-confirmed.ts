import { writeCookie } from '@/state/cookies';
import { PHONE_CONFIRMED_DAYS, mobileGateSkippedCookieName, phoneConfirmedCookieName } from './next-gate';

/** Remembers for 365 days that this user confirmed the mobile number, so the gate is skipped (spec §2, §9). */
export function rememberPhoneConfirmed(username: string): void {
  writeCookie(phoneConfirmedCookieName(username), '1', PHONE_CONFIRMED_DAYS);
}

/** Avbryt on the mobile page: skipped until the browser session ends (a session cookie), then asked again. */
export function rememberMobileGateSkipped(username: string): void {
  writeCookie(mobileGateSkippedCookieName(username), '1');
}
