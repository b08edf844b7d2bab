import type { Segment } from '../../../../engine/access';
import type { Course, EducationStatus } from '../../../../engine/api';

/** One mandatory course and the status call's answer (spec part 2 §3, §7): the contract's types. */
export type { Course, EducationStatus };

// Agency staff who take the mandatory courses; EKONOMI is left out of the status call (spec part 1 §4, part 2 §6).
const STATUS_ROLES: ReadonlySet<string> = new Set(['SALJARE', 'SALJPLUS', 'OMBMGR']);

/**
 * Whether the education status is fetched: agency staff who are not EKONOMI, in a shop that is neither DIGITAL nor
 * TRACK. Internal, chain and partner users take no courses (the server answers them 403).
 */
export function fetchesEducationStatus(roles: readonly string[], segment: Segment): boolean {
  return segment === 'AGENCY' && !roles.includes('EKONOMI') && roles.some((role) => STATUS_ROLES.has(role));
}

/** Mina uppgifter lists the courses of SALJARE and EKONOMI alike (the details call), but not in DIGITAL or TRACK shops. */
export function showsCourseDetails(segment: Segment): boolean {
  return segment === 'AGENCY';
}
