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
  /** The mandatory courses with the results of several users in two queries, whatever their number; keyed by the names given. */
  async function mandatoryResultsOf(usernames: readonly string[]): Promise<Map<string, CourseResult[]>> {
    const courses = await db.selectFrom('courses')
      .select(['course_id as courseId', 'course_name as courseName', 'validity_days as validityDays'])
      .where('mandatory', '=', 1).orderBy('sort_order').execute();
    const rows = usernames.length === 0 ? [] : await db.selectFrom('course_progress')
      .select(['username', 'course_id', 'progress', 'valid_until']).where('username', 'in', [...new Set(usernames)]).execute();
    // Usernames match case-insensitively: the column's NOCASE (citext) in the query, upper case in the map.
    const results = new Map(rows.map((row) => [`${row.username.toUpperCase()}\n${row.course_id}`, row]));
    return new Map(usernames.map((username) => [username, courses.map((course) => {
      const row = results.get(`${username.toUpperCase()}\n${course.courseId}`);
      return { courseId: course.courseId, courseName: course.courseName, progress: row?.progress ?? 0, validUntil: row?.valid_until ?? null, validityDays: course.validityDays };
    })]));
  }
  return {
    /**
     * Every mandatory course in catalogue order with the user's result: the one read behind the user's own education
     * and the staff list's overview, so both show the same state (issue 37 item 11).
     */
    async mandatoryResults(username: string): Promise<CourseResult[]> {
      return (await mandatoryResultsOf([username])).get(username) ?? [];
    },
    mandatoryResultsOf,
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
