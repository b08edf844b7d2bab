import type { Course, EducationStatus } from '@ombudsportalen/portal/api';
import type { CourseResult } from '../repositories/learning-repository.js';

function progressText(progress: number): string {
  return progress === 0 ? '0.0' : progress.toFixed(2);
}

export function toCourseView(result: CourseResult): Course {
  return { courseName: result.courseName, progress: progressText(result.progress), validUntil: result.validUntil };
}

/**
 * The status as a pure function of the stored results, with no clock: whether a completion has run out is a date
 * comparison the client makes against its own day (banners and course indicators, spec part 1 §4), so the banners
 * follow the browser's clock alone and an e2e test pins only that
 * (docs/decisions/account-pages.md).
 */
export function educationStatus(results: CourseResult[]): EducationStatus {
  const completed = results.filter((r) => r.progress >= 100 && r.validUntil !== null);
  const expiries = completed.map((r) => r.validUntil as string).sort();
  return {
    status: results.length > 0 && completed.length === results.length ? 'COMPLETED' : 'NOT_COMPLETED',
    upcomingExpiryDate: expiries[0] ?? null,
    noEducationsStarted: results.every((r) => r.progress === 0 && r.validUntil === null),
    courses: results.map(toCourseView),
  };
}
