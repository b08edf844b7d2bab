import type { Db } from '../db/open-database.js';
import { seedCourseProgress } from './seed-data/education.js';

/**
 * Inserts the demo course results that are missing (migration 004's tables); existing rows are never touched, so a
 * course completed in the learning service stays completed across restarts. Rows of users that do not exist are skipped.
 * Dates are relative to the store's creation day.
 */
export function seedEducation(db: Db, createdDay: string): number {
  const insert = db.prepare(`INSERT OR IGNORE INTO course_progress (username, course_id, progress, valid_until, completed_at)
    SELECT @username, @courseId, @progress, @validUntil, @completedAt WHERE EXISTS (SELECT 1 FROM users WHERE username = @username)`);
  let inserted = 0;
  db.transaction(() => {
    for (const row of seedCourseProgress(createdDay)) inserted += insert.run(row).changes;
  })();
  return inserted;
}
