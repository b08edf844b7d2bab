import { apiFetch as defaultApiFetch, type ApiFetch } from '../../../api/http-client';
import type { Course } from '../education-status';
import type { StaffUser } from '../staff-model';

const API = '/api/api-retail/v2';
/** The education overview may take long (spec part 2 §7, §9). */
export const EDUCATION_OVERVIEW_TIMEOUT_MS = 120_000;

/** Who calls: the session's user, and whether they act for a chosen agency (internal staff). */
export interface StaffCaller {
  username: string;
  agencyNumber: string;
  internal: boolean;
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
// Internal calls carry the caller's name as the spec's ?username= (lower case, spaces as dots).
const internalQuery = (caller: StaffCaller) => `?username=${encodeURIComponent(caller.username.toLowerCase().replace(/ /g, '.'))}`;

export function fetchStaff(caller: StaffCaller, apiFetch: ApiFetch = defaultApiFetch): Promise<StaffUser[]> {
  const url = caller.internal
    ? `${API}/internal/agencies/${caller.agencyNumber}/users${internalQuery(caller)}`
    : `${API}/agencies/${caller.agencyNumber}/users`;
  return apiFetch<StaffUser[]>(url);
}

export interface EducationOverview {
  agencyNumber: string;
  users: Array<{ username: string; personId?: string; education: { courses: Course[] } }>;
}

export function fetchEducationOverview(caller: StaffCaller, apiFetch: ApiFetch = defaultApiFetch): Promise<EducationOverview> {
  const url = caller.internal
    ? `${API}/internal/agencies/${caller.agencyNumber}/education/control${internalQuery(caller)}`
    : `${API}/agencies/${caller.agencyNumber}/education/control`;
  return apiFetch<EducationOverview>(url, { timeout: EDUCATION_OVERVIEW_TIMEOUT_MS });
}

export function fetchCourses(caller: StaffCaller, username: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Course[]> {
  const url = caller.internal
    ? `${API}/internal/agencies/${caller.agencyNumber}/education/details${internalQuery(caller)}`
    : `${API}/agencies/${caller.agencyNumber}/education/details`;
  return apiFetch<Course[]>(url, { method: 'POST', body: { username } });
}

export function lookupPerson(ssn: string, apiFetch: ApiFetch = defaultApiFetch): Promise<{ firstname: string; lastname: string }> {
  return apiFetch(`${API}/person`, { method: 'POST', body: { ssn } });
}

/** POST /users (seller) or /users/economy: the form's payload plus who creates it and for which agency. */
export function createStaff(caller: StaffCaller, kind: 'seller' | 'economy', payload: Record<string, unknown>, apiFetch: ApiFetch = defaultApiFetch): Promise<StaffUser> {
  const body = { createdBy: caller.username, changedBy: caller.username, ...payload, agencyNumber: caller.agencyNumber };
  return apiFetch<StaffUser>(`${API}/users${kind === 'economy' ? '/economy' : ''}`, { method: 'POST', body });
}

/** PUT /users or /internal/users: the user body of spec part 2 §7 with the changes (If-Match the user's version). */
export function updateStaff(caller: StaffCaller, user: StaffUser, changes: { alias?: string; mobile?: string; roles?: string[]; password?: string }, apiFetch: ApiFetch = defaultApiFetch): Promise<unknown> {
  const body = { agencyNumber: caller.agencyNumber, username: user.username, ...changes, changedBy: caller.username };
  return apiFetch(`${API}/${caller.internal ? 'internal/users' : 'users'}`, { method: 'PUT', body, headers: ifMatch(user.version) });
}

export function deleteStaff(caller: StaffCaller, user: StaffUser, role: string, apiFetch: ApiFetch = defaultApiFetch): Promise<unknown> {
  const body = { agencyNumber: caller.agencyNumber, role, deletedBy: caller.username, username: user.username };
  return apiFetch(`${API}/users`, { method: 'DELETE', body, headers: ifMatch(user.version) });
}
