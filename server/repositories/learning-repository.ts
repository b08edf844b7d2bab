import type { Db } from '../db/open-database.js';

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

export function createLearningRepository(db: Db) {
  const resultsStmt = db.prepare<[string], CourseResult>(`
    SELECT c.course_id AS courseId, c.course_name AS courseName, COALESCE(p.progress, 0) AS progress,
           p.valid_until AS validUntil, c.validity_days AS validityDays
    FROM courses c LEFT JOIN course_progress p ON p.course_id = c.course_id AND p.username = ?
    WHERE c.mandatory = 1 ORDER BY c.sort_order`);
  const completeStmt = db.prepare(`INSERT INTO course_progress (username, course_id, progress, valid_until, completed_at)
    VALUES (@username, @courseId, 100, @validUntil, @completedAt)
    ON CONFLICT (username, course_id) DO UPDATE SET progress = 100, valid_until = excluded.valid_until,
      completed_at = excluded.completed_at`);
  const claimStmt = db.prepare('INSERT OR IGNORE INTO learning_token_uses (jti, expires_at) VALUES (?, ?)');
  const purgeStmt = db.prepare('DELETE FROM learning_token_uses WHERE expires_at < ?');

  return {
    /** Every mandatory course in catalogue order with the user's result. */
    mandatoryResults(username: string): CourseResult[] {
      return resultsStmt.all(username);
    },
    /** Marks a course completed (100 %) and valid until `validUntil`. */
    complete(username: string, courseId: string, validUntil: string, completedAt: string): void {
      completeStmt.run({ username, courseId, validUntil, completedAt });
    },
    /** Records a single-use token id; false if it was used before. Expired records are dropped on the way. */
    claimToken: db.transaction((jti: string, expiresAt: number, now: number): boolean => {
      purgeStmt.run(now);
      return claimStmt.run(jti, expiresAt).changes === 1;
    }),
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
