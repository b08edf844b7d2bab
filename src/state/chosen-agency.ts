import { isInternal } from '@ombudsportalen/portal/access';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** Session cookie holding an internal user's chosen agency (spec §3 session cookies; not a secret). */
export const CHOSEN_AGENCY_COOKIE = 'agencyNumber';

/** The agency an internal user chose earlier in this browser session, or ''. */
export function chosenAgencyFromCookie(): string {
  const value = readCookie(CHOSEN_AGENCY_COOKIE) ?? '';
  return /^\d{1,10}$/.test(value) ? value : '';
}

/** Kept for the browser session only: no expiry, SameSite=Strict, path /. */
export function rememberChosenAgency(agencyNumber: string): void {
  writeCookie(CHOSEN_AGENCY_COOKIE, agencyNumber);
}

export function forgetChosenAgency(): void {
  deleteCookie(CHOSEN_AGENCY_COOKIE);
}

/** Internal staff who have not chosen the outlet they act for: the chooser stands where a page would. */
export function choosesAgencyFirst({ roles, agencyNumber }: { roles: string[]; agencyNumber: string }): boolean {
  return isInternal(roles) && agencyNumber === '';
}
