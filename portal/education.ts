// The education state of a course and of a person (spec part 1 §4 "Course indicators", part 2 §4 "Education status of
// a person"): one home for the SPA's own education page, the staff list's chip and the staff card's course list, so
// the same courses read the same on every page (docs/decisions/orders-and-outlet.md, issue 37 item 11).
import type { Course } from './api';
import { daysUntil } from './calendar-days';

/** The spec's texts of the states. */
export const EDUCATION_TEXTS = {
  missing: 'Utbildning saknas',
  notStarted: 'Ej påbörjad',
  expired: 'Löpt ut',
  expires: (date: string) => `Utbildning går ut ${date}`,
} as const;

/** A completion runs out "soon" (yellow) within this many days, the last valid day included (spec part 1 §9). */
export const EXPIRY_WARNING_DAYS = 30;

export type EducationColor = 'red' | 'yellow' | 'green';
export type EducationState = 'missing' | 'expired' | 'expiring' | 'not-started' | 'in-progress' | 'valid';

export interface EducationIndicator {
  color: EducationColor;
  text: string;
  /** What the indicator stands for, for tests and styling. */
  state: EducationState;
}

/** The progress as a number of percent, 0 to 100 (0 for an unreadable value). */
export function progressPercent(progress: string): number {
  const value = Number.parseFloat(progress);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

const completed = (course: Course): course is Course & { validUntil: string } => Boolean(course.validUntil);

/**
 * One course on `today`: a past validUntil is red "Löpt ut"; one within 30 days the date in yellow; a later one the
 * date in green; no validUntil and progress 0.0 red "Ej påbörjad"; some progress the percent in yellow, rounded down.
 */
export function courseIndicator(course: Course, today: string): EducationIndicator {
  if (completed(course)) {
    const days = daysUntil(course.validUntil, today);
    if (days < 0) return { color: 'red', text: EDUCATION_TEXTS.expired, state: 'expired' };
    if (days <= EXPIRY_WARNING_DAYS) return { color: 'yellow', text: course.validUntil, state: 'expiring' };
    return { color: 'green', text: course.validUntil, state: 'valid' };
  }
  const percent = progressPercent(course.progress);
  if (percent === 0) return { color: 'red', text: EDUCATION_TEXTS.notStarted, state: 'not-started' };
  return { color: 'yellow', text: `${Math.floor(percent)} %`, state: 'in-progress' };
}

/** Whether the course counts as completed on `today`: a validUntil that has not passed. */
export function isCourseValid(course: Course, today: string): boolean {
  const { state } = courseIndicator(course, today);
  return state === 'valid' || state === 'expiring';
}

/**
 * A person's education on `today` from the same courses their own page lists, first match wins: no course → red
 * "Utbildning saknas"; a course past its date → red "Löpt ut"; a course running out within 30 days → yellow
 * "Utbildning går ut {date}"; nothing started → red "Ej påbörjad"; partly done → the mean percent in yellow, rounded
 * down; else green with the earliest date.
 */
export function personEducation(courses: readonly Course[] | undefined, today: string): EducationIndicator {
  if (courses === undefined || courses.length === 0) return { color: 'red', text: EDUCATION_TEXTS.missing, state: 'missing' };
  const each = courses.map((course) => courseIndicator(course, today));
  if (each.some((c) => c.state === 'expired')) return { color: 'red', text: EDUCATION_TEXTS.expired, state: 'expired' };
  const dated = courses.filter(completed).map((course) => course.validUntil).sort();
  const soon = dated.find((day) => daysUntil(day, today) <= EXPIRY_WARNING_DAYS);
  if (soon !== undefined) return { color: 'yellow', text: EDUCATION_TEXTS.expires(soon), state: 'expiring' };
  if (each.every((c) => c.state === 'not-started')) return { color: 'red', text: EDUCATION_TEXTS.notStarted, state: 'not-started' };
  if (!courses.every(completed)) {
    const mean = courses.reduce((sum, course) => sum + (completed(course) ? 100 : progressPercent(course.progress)), 0) / courses.length;
    return { color: 'yellow', text: `${Math.floor(mean)} %`, state: 'in-progress' };
  }
  return { color: 'green', text: dated[0] ?? '', state: 'valid' };
}
