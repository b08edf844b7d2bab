import type { Store } from '../db/store.js';
import { seedCourseProgress } from './seed-data/education.js';

/**
 * Inserts the demo course results that are missing (migration 004's tables); existing rows are never touched, so a
 * course completed in the learning service stays completed across restarts. Rows of users that do not exist are skipped.
 * Dates are relative to the store's creation day.
 */
export async function seedEducation(store: Store, createdDay: string): Promise<number> {
  const rows = seedCourseProgress(createdDay);
  if (rows.length === 0) return 0;
  return store.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('username')
      .where('username', 'in', [...new Set(rows.map((row) => row.username))]).execute();
    const users = new Set(existing.map((user) => user.username.toUpperCase()));
    const values = rows.filter((row) => users.has(row.username.toUpperCase())).map((row) => ({
      username: row.username, course_id: row.courseId, progress: row.progress, valid_until: row.validUntil, completed_at: row.completedAt,
    }));
    if (values.length === 0) return 0;
    const result = await trx.insertInto('course_progress').values(values).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  });
}
