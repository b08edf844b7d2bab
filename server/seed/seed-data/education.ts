import { addDays } from '@ombudsportalen/engine';
import { SEED_USERNAMES } from './users.js';

/** One seeded course result: progress in percent and the last valid day (null: never completed). */
export interface SeedCourseProgress {
  username: string;
  courseId: string;
  progress: number;
  validUntil: string | null;
  completedAt: string | null;
}

const COURSES = ['SPELANSVAR', 'ALDERSKONTROLL', 'PENNINGTVATT'] as const;
const VALIDITY_DAYS = 365;

// Days from the store's creation day to each course's validUntil, in course order; null = not started, a number
// below 100 in `partial` = started but not finished. On the creation day the §4 banners show: 1001_MGR "går ut om 20
// dagar", 1001_PLUS the 24-hour text, 1001_SALJ (no rows) the red banner; the days count down as the calendar moves on.
interface Plan {
  valid: Array<number | null>;
  partial?: Record<number, number>;
}

const SPECIAL: Record<string, Plan> = {
  '1001_MGR': { valid: [20, 241, 318] },
  '1001_PLUS': { valid: [1, 211, 303] },
  '1001_SALJ': { valid: [null, null, null] },
  '1001_ANNA': { valid: [180, null, null], partial: { 1: 40 } },
  // The staff page's other states: expired (Löpt ut); not started with rows at 0 (Ej påbörjad, as 1001_SALJ without rows).
  '1001_BJORN': { valid: [-10, 200, 290] },
  '1001_EMMA': { valid: [null, null, null], partial: { 0: 0, 1: 0, 2: 0 } },
};
const EVERYONE_ELSE: Plan = { valid: [150, 200, 290] };

/** Agency staff only: chain, partner and internal users take no mandatory courses. */
function isAgencyStaff(username: string): boolean {
  return /^\d+_/.test(username);
}

/** The demo course results of a store created on `createdDay`. */
export function seedCourseProgress(createdDay: string): SeedCourseProgress[] {
  return SEED_USERNAMES.filter(isAgencyStaff).flatMap((username) => {
    const plan = SPECIAL[username] ?? EVERYONE_ELSE;
    return COURSES.flatMap((courseId, i): SeedCourseProgress[] => {
      const offset = plan.valid[i] ?? null;
      const partial = plan.partial?.[i];
      if (offset !== null) {
        return [{ username, courseId, progress: 100, validUntil: addDays(createdDay, offset), completedAt: addDays(createdDay, offset - VALIDITY_DAYS) }];
      }
      return partial === undefined ? [] : [{ username, courseId, progress: partial, validUntil: null, completedAt: null }];
    });
  });
}
