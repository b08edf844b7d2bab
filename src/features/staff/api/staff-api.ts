import type { Course, Person, StaffCreate, StaffEducationOverview, StaffUser } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import { apiFetch as defaultApiFetch, type ApiFetch, type ApiFetchOptions } from '@/api/http-client';

/** The education overview may take long (spec part 2 §7, §9). */
export const EDUCATION_OVERVIEW_TIMEOUT_MS = 120_000;

/** Who calls: the session's user, and whether they act for a chosen agency (internal staff). */
export interface StaffCaller {
  username: string;
  agencyNumber: string;
  internal: boolean;
}

const ifMatch = (version: number): ApiFetchOptions => ({ headers: { 'If-Match': `"${version}"` } });
// Internal calls carry the caller's name as the spec's ?username= (lower case, spaces as dots).
const internalQuery = (caller: StaffCaller) => ({ username: caller.username.toLowerCase().replace(/ /g, '.') });
const agency = (caller: StaffCaller) => ({ agency: caller.agencyNumber });
const chosen = (caller: StaffCaller) => ({ params: { agencyNumber: caller.agencyNumber }, query: internalQuery(caller) });

export function fetchStaff(caller: StaffCaller, apiFetch: ApiFetch = defaultApiFetch): Promise<StaffUser[]> {
  return caller.internal
    ? callEndpoint('getInternalStaff', chosen(caller), {}, apiFetch)
    : callEndpoint('getStaff', { params: agency(caller) }, {}, apiFetch);
}

export function fetchEducationOverview(caller: StaffCaller, apiFetch: ApiFetch = defaultApiFetch): Promise<StaffEducationOverview> {
  const options = { timeout: EDUCATION_OVERVIEW_TIMEOUT_MS };
  return caller.internal
    ? callEndpoint('getInternalStaffEducation', chosen(caller), options, apiFetch)
    : callEndpoint('getStaffEducation', { params: agency(caller) }, options, apiFetch);
}

export function fetchCourses(caller: StaffCaller, username: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Course[]> {
  return caller.internal
    ? callEndpoint('getInternalStaffCourses', { ...chosen(caller), body: { username } }, {}, apiFetch)
    : callEndpoint('getStaffCourses', { params: agency(caller), body: { username } }, {}, apiFetch);
}

export function lookupPerson(ssn: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Person> {
  return callEndpoint('lookupPerson', { body: { ssn } }, {}, apiFetch);
}

/** POST /users (seller) or /users/economy: the form's payload plus who creates it and for which agency. */
export function createStaff(caller: StaffCaller, kind: 'seller' | 'economy', payload: Record<string, unknown>, apiFetch: ApiFetch = defaultApiFetch): Promise<StaffUser> {
  // The add form's payload (built from its definition) carries the person, password and roles; the server validates.
  const body = { createdBy: caller.username, changedBy: caller.username, ...payload, agencyNumber: caller.agencyNumber } as StaffCreate;
  return callEndpoint(kind === 'economy' ? 'createEconomyUser' : 'createSeller', { body }, {}, apiFetch);
}

/**
 * PUT /users or /internal/users: the user body of spec part 2 §7, {agencyNumber, username, mobile, alias, roles,
 * optional password, changedBy, gdprAcceptDate}, as loaded with the changes over it (If-Match the user's version).
 * The mobile only where the list gave it (internal callers); '' clears the alias, null leaves an unheld date alone.
 */
export function updateStaff(caller: StaffCaller, user: StaffUser, changes: { alias?: string; mobile?: string; roles?: string[]; password?: string }, apiFetch: ApiFetch = defaultApiFetch): Promise<unknown> {
  const body = {
    agencyNumber: caller.agencyNumber, username: user.username, ...(user.mobile !== undefined ? { mobile: user.mobile } : {}),
    alias: user.alias ?? '', roles: user.roles, ...changes, changedBy: caller.username, gdprAcceptDate: user.gdprAcceptDate ?? null,
  };
  return caller.internal
    ? callEndpoint('saveInternalStaff', { body }, ifMatch(user.version), apiFetch)
    : callEndpoint('saveAgencyUser', { body }, ifMatch(user.version), apiFetch);
}

/**
 * Spara on a card: the edit form's payload as the engine built it, in the contract's keys (StaffUpdate has no
 * `augmented`: the roles it gave stand for it). An emptied field is not in the payload: '' clears it. The mobile and
 * the roles go only where the card rules show and extend them.
 */
export function saveStaffCard(caller: StaffCaller, user: StaffUser, payload: Record<string, unknown>, rules: { mobile: boolean; roles: boolean }, apiFetch: ApiFetch = defaultApiFetch): Promise<unknown> {
  return updateStaff(caller, user, {
    alias: typeof payload.alias === 'string' ? payload.alias : '',
    ...(rules.mobile ? { mobile: typeof payload.mobile === 'string' ? payload.mobile : '' } : {}),
    ...(Array.isArray(payload.roles) && rules.roles ? { roles: payload.roles as string[] } : {}),
  }, apiFetch);
}

export function deleteStaff(caller: StaffCaller, user: StaffUser, role: string, apiFetch: ApiFetch = defaultApiFetch): Promise<void> {
  const body = { agencyNumber: caller.agencyNumber, role, deletedBy: caller.username, username: user.username };
  return callEndpoint('deleteStaff', { body }, ifMatch(user.version), apiFetch);
}
