import { decide, type Segment } from '@ombudsportalen/portal/access';
import type { Course, EducationStatus } from '@ombudsportalen/portal/api';

/** One mandatory course and the status call's answer (spec part 2 §3, §7): the contract's types. */
export type { Course, EducationStatus };

/**
 * Whether the education status is fetched: the `educationStatus` decision (schemas/access/decisions.json). Internal,
 * chain and partner users take no courses (the server answers them 403).
 */
export function fetchesEducationStatus(roles: readonly string[], segment: Segment): boolean {
  return decide('educationStatus', { roles, segment });
}

/** Mina uppgifter lists the courses of SALJARE and EKONOMI alike (the details call), as the `courseDetails` decision says. */
export function showsCourseDetails(segment: Segment): boolean {
  return decide('courseDetails', { roles: [], segment });
}
