import type { Course, EducationStatus, EducationStatusRequest, LearningTokenRequest } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import type { ApiFetch } from '@/api/http-client';

export type { EducationStatusRequest, LearningTokenRequest };

/** POST /education/control/user/ (with the spec's trailing slash): status and courses of the caller. */
export function fetchEducationStatus(request: EducationStatusRequest, apiFetch?: ApiFetch): Promise<EducationStatus> {
  return callEndpoint('educationStatus', { body: request }, {}, apiFetch);
}

/** POST /education/control/user/details: the caller's mandatory courses. */
export function fetchCourseDetails(username: string, apiFetch?: ApiFetch): Promise<Course[]> {
  return callEndpoint('courseDetails', { body: { username } }, {}, apiFetch);
}

/** POST /learning/token: a one-minute, single-use token for the learning service. */
export async function fetchLearningToken(request: LearningTokenRequest, apiFetch?: ApiFetch): Promise<string> {
  return (await callEndpoint('learningToken', { body: request }, {}, apiFetch)).token;
}
