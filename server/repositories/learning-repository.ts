import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';

/** A mandatory course and one user's result in it (no result row: progress 0, validUntil null). */
export interface CourseResult {
  courseId: string;
  courseName: string;
  /** Percent, 0–100. */
  progress: number;
  /** Last valid day (yyyy-MM-dd), or null when never completed. */
  validUntil: string | null;
  validityDays: number;
}

export function createLearningRepository(store: Store) {
  const { db } = store;
  return {
    /** Every mandatory course in catalogue order with the user's result. */
    mandatoryResults(username: string): Promise<CourseResult[]> {
      return db.selectFrom('courses as c')
        .leftJoin('course_progress as p', (join) => join.onRef('p.course_id', '=', 'c.course_id').on('p.username', '=', username))
        .select((eb) => ['c.course_id as courseId', 'c.course_name as courseName', eb.fn.coalesce('p.progress', eb.lit(0)).as('progress'),
          'p.valid_until as validUntil', 'c.validity_days as validityDays'])
        .where('c.mandatory', '=', 1).orderBy('c.sort_order').execute();
    },
    /** Marks a course completed (100 %) and valid until `validUntil`. */
    async complete(username: string, courseId: string, validUntil: string, completedAt: string): Promise<void> {
      await db.insertInto('course_progress')
        .values({ username, course_id: courseId, progress: 100, valid_until: validUntil, completed_at: completedAt })
        .onConflict((conflict) => conflict.columns(['username', 'course_id']).doUpdateSet((eb) => ({
          progress: 100, valid_until: eb.ref('excluded.valid_until'), completed_at: eb.ref('excluded.completed_at'),
        }))).execute();
    },
    /** Records a single-use token id; false if it was used before. Expired records are dropped on the way. */
    claimToken(jti: string, expiresAt: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('learning_token_uses').where('expires_at', '<', now).execute();
        const result = await trx.insertInto('learning_token_uses').values({ jti, expires_at: expiresAt })
          .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
        return insertedOne(result);
      });
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
