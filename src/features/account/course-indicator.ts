import { COURSE_EXPIRED, COURSE_NOT_STARTED } from './account-texts';
import { daysUntil } from './days-until';
import type { Course } from './education-model';

/** A completion runs out "soon" (yellow) within this many days (spec part 1 §4, §9). */
export const COURSE_EXPIRY_WARNING_DAYS = 30;

export type IndicatorColor = 'red' | 'yellow' | 'green';

export interface CourseIndicator {
  color: IndicatorColor;
  text: string;
  /** What the indicator stands for, for tests and styling. */
  state: 'not-started' | 'in-progress' | 'valid' | 'expiring' | 'expired';
}

/** The progress as a number of percent (0 for an unreadable value). */
export function progressPercent(progress: string): number {
  const value = Number.parseFloat(progress);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The §4 course indicator on `today` (yyyy-MM-dd):
 * - a validUntil before today: red "Löpt ut";
 * - a validUntil within 30 days (today included: the last valid day): yellow with the date;
 * - a later validUntil: green with the date;
 * - no validUntil and progress 0.0: red "Ej påbörjad";
 * - no validUntil and some progress: yellow with the percent, rounded down ("40 %").
 */
export function courseIndicator(course: Course, today: string): CourseIndicator {
  if (course.validUntil) {
    const days = daysUntil(course.validUntil, today);
    if (days < 0) return { color: 'red', text: COURSE_EXPIRED, state: 'expired' };
    if (days <= COURSE_EXPIRY_WARNING_DAYS) return { color: 'yellow', text: course.validUntil, state: 'expiring' };
    return { color: 'green', text: course.validUntil, state: 'valid' };
  }
  const percent = progressPercent(course.progress);
  if (percent <= 0) return { color: 'red', text: COURSE_NOT_STARTED, state: 'not-started' };
  return { color: 'yellow', text: `${Math.floor(percent)} %`, state: 'in-progress' };
}

/** Whether the course counts as completed on `today`: a validUntil that has not passed. */
export function isCourseValid(course: Course, today: string): boolean {
  const state = courseIndicator(course, today).state;
  return state === 'valid' || state === 'expiring';
}
