import { SEED_DATE, SEED_USERNAMES } from './users.js';

/** One seeded course result: progress in percent and the last valid day (null: never completed). */
export interface SeedCourseProgress {
  username: string;
  courseId: string;
  progress: number;
  validUntil: string | null;
  completedAt: string | null;
}

const DAY_MS = 24 * 3600 * 1000;
const COURSES = ['SPELANSVAR', 'ALDERSKONTROLL', 'PENNINGTVATT'] as const;
const VALIDITY_DAYS = 365;

/** SEED_DATE + n days as yyyy-MM-dd: every date is fixed, so every seeded database is identical. */
export function seedDay(offsetDays: number): string {
  return new Date(Date.parse(SEED_DATE) + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

// Days from SEED_DATE (2026-11-01) to each course's validUntil, in course order; null = not started, a number
// below 100 in `partial` = started but not finished. With the browser clock on 2026-11-01 the §4 banners show:
// 1001_MGR "går ut om 20 dagar", 1001_PLUS the 24-hour text, 1001_SALJ (no rows) the red banner.
interface Plan {
  valid: Array<number | null>;
  partial?: Record<number, number>;
}

const SPECIAL: Record<string, Plan> = {
  '1001_MGR': { valid: [20, 241, 318] },
  '1001_PLUS': { valid: [1, 211, 303] },
  '1001_SALJ': { valid: [null, null, null] },
  '1001_ANNA': { valid: [180, null, null], partial: { 1: 40 } },
  // The staff page's other states: expired (Löpt ut), enrolled but not started (Ej påbörjad).
  '1001_BJORN': { valid: [-10, 200, 290] },
  '1001_EMMA': { valid: [null, null, null], partial: { 0: 0, 1: 0, 2: 0 } },
};
const EVERYONE_ELSE: Plan = { valid: [150, 200, 290] };

/** Agency staff only: chain, partner and internal users take no mandatory courses. */
function isAgencyStaff(username: string): boolean {
  return /^\d+_/.test(username);
}

export function seedCourseProgress(): SeedCourseProgress[] {
  return SEED_USERNAMES.filter(isAgencyStaff).flatMap((username) => {
    const plan = SPECIAL[username] ?? EVERYONE_ELSE;
    return COURSES.flatMap((courseId, i): SeedCourseProgress[] => {
      const offset = plan.valid[i] ?? null;
      const partial = plan.partial?.[i];
      if (offset !== null) {
        return [{ username, courseId, progress: 100, validUntil: seedDay(offset), completedAt: seedDay(offset - VALIDITY_DAYS) }];
      }
      return partial === undefined ? [] : [{ username, courseId, progress: partial, validUntil: null, completedAt: null }];
    });
  });
}
