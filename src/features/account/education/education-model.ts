import type { Segment } from '../../../../engine/access';

/** One mandatory course as the education calls answer it (spec part 2 §3). */
export interface Course {
  courseName: string;
  /** '0.0' when not started, else the percent ('40.00', '100.00'). */
  progress: string;
  /** The last valid day (yyyy-MM-dd), or null when never completed. */
  validUntil: string | null;
}

/** POST /education/control/user/ (spec part 2 §3, §7). */
export interface EducationStatus {
  status: 'COMPLETED' | 'NOT_COMPLETED';
  upcomingExpiryDate: string | null;
  noEducationsStarted: boolean;
  courses: Course[];
}

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
