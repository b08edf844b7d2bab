import { apiFetch as defaultApiFetch, type ApiFetch } from '../../../api/http-client';
import type { Course, EducationStatus } from '../education/education-model';

const API = '/api/api-retail/v2';

/** The status call's body (spec part 2 §3, §7). */
export interface EducationStatusRequest {
  personId: string | null;
  username: string;
  agencyNumber: string;
  chainId: number | null;
}

/** POST /education/control/user/ (with the spec's trailing slash): status and courses of the caller. */
export function fetchEducationStatus(request: EducationStatusRequest, apiFetch: ApiFetch = defaultApiFetch): Promise<EducationStatus> {
  return apiFetch<EducationStatus>(`${API}/education/control/user/`, { method: 'POST', body: request });
}

/** POST /education/control/user/details: the caller's mandatory courses. */
export function fetchCourseDetails(username: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Course[]> {
  return apiFetch<Course[]>(`${API}/education/control/user/details`, { method: 'POST', body: { username } });
}

/** The learning-service token's body: the caller's own person and agency (spec part 1 §7). */
export interface LearningTokenRequest {
  socialSecurityNumber: string;
  personId: string;
  agencyNumber: string;
}

/** POST /learning/token: a one-minute, single-use token for the learning service. */
export async function fetchLearningToken(request: LearningTokenRequest, apiFetch: ApiFetch = defaultApiFetch): Promise<string> {
  return (await apiFetch<{ token: string }>(`${API}/learning/token`, { method: 'POST', body: request })).token;
}
