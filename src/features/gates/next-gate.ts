import { decide } from '@ombudsportalen/portal/access';
import type { CookieJar } from '@/state/cookies';
import type { CurrentUser } from '@/state/current-user';

/** The pages shown before the shell, in the spec's order (§2 "Gates before the shell"). */
export type Gate = 'password' | 'gdpr' | 'mobile';

/** The user facts the gates read. */
export type GateUser = Pick<CurrentUser, 'username' | 'forcePasswordChange' | 'gdprAcceptDate'>;

export interface GateOptions {
  /** Avbryt or Spara on the mobile page already passed the mobile gate in this page session. */
  mobileGateDone?: boolean;
}

/** Name of the cookie that remembers a confirmed mobile number for 365 days (spec §9). */
export const phoneConfirmedCookieName = (username: string): string => `phoneConfirmed_${username}`;

/** Name of the session cookie that remembers Avbryt on the mobile page until the browser closes (issue 10 item 11). */
export const mobileGateSkippedCookieName = (username: string): string => `mobileGateSkipped_${username}`;

/** Days the phone confirmation is remembered (spec §9). */
export const PHONE_CONFIRMED_DAYS = 365;

// The mobile page is not for internal staff or agency managers (spec §2): the `mobileGateExempt` decision.
function mobileGateApplies(roles: readonly string[]): boolean {
  return !decide('mobileGateExempt', { roles });
}

/** The first gate this user must pass, or null for the shell: password, then GDPR, then mobile. */
export function nextGate(user: GateUser, roles: readonly string[], cookies: CookieJar, options: GateOptions = {}): Gate | null {
  if (user.forcePasswordChange) return 'password';
  if (user.gdprAcceptDate !== undefined && user.gdprAcceptDate.trim() === '') return 'gdpr';
  if (!mobileGateApplies(roles) || options.mobileGateDone) return null;
  if (cookies[mobileGateSkippedCookieName(user.username)] !== undefined) return null;
  return cookies[phoneConfirmedCookieName(user.username)] === undefined ? 'mobile' : null;
}
