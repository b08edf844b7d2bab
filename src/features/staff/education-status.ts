import type { Course } from '../../../portal/api';
import { EDUCATION_EXPIRED, EDUCATION_MISSING, EDUCATION_NOT_STARTED, educationExpires } from './staff-texts';

/** A completion runs out "soon" within this many days (spec part 2 §4, §9). */
export const EXPIRY_WARNING_DAYS = 30;

export type StatusColor = 'red' | 'yellow' | 'green';

export interface PersonEducation {
  color: StatusColor;
  text: string;
  state: 'missing' | 'expired' | 'expiring' | 'not-started' | 'in-progress' | 'valid';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (day: string) => (DAY.test(day.slice(0, 10)) ? Date.parse(`${day.slice(0, 10)}T00:00:00Z`) : Number.NaN);
/** Calendar days from today to day (0 = today, negative = past). */
export const daysUntil = (day: string, today: string) => Math.round((dayMs(day) - dayMs(today)) / 86_400_000);

const percentOf = (progress: string) => {
  const value = Number.parseFloat(progress);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
};

/**
 * A person's education status on `today` (spec part 2 §4), first match wins: no course information → red "Utbildning
 * saknas"; a course past its date → red "Löpt ut"; a course running out within 30 days → yellow "Utbildning går ut
 * {date}"; nothing started → red "Ej påbörjad"; partly done → yellow mean percent, rounded down; else green with the
 * earliest date (docs/decisions.md, issue 12).
 */
export function personEducation(courses: readonly Course[] | undefined, today: string): PersonEducation {
  if (courses === undefined || courses.length === 0) return { color: 'red', text: EDUCATION_MISSING, state: 'missing' };
  const dated = courses.filter((c) => c.validUntil !== null).map((c) => c.validUntil as string).sort();
  if (dated.some((day) => daysUntil(day, today) < 0)) return { color: 'red', text: EDUCATION_EXPIRED, state: 'expired' };
  const soon = dated.find((day) => daysUntil(day, today) <= EXPIRY_WARNING_DAYS);
  if (soon !== undefined) return { color: 'yellow', text: educationExpires(soon), state: 'expiring' };
  const done = (c: Course) => c.validUntil !== null;
  if (courses.every((c) => !done(c) && percentOf(c.progress) === 0)) return { color: 'red', text: EDUCATION_NOT_STARTED, state: 'not-started' };
  if (!courses.every(done)) {
    const mean = courses.reduce((sum, c) => sum + (done(c) ? 100 : percentOf(c.progress)), 0) / courses.length;
    return { color: 'yellow', text: `${Math.floor(mean)} %`, state: 'in-progress' };
  }
  return { color: 'green', text: dated[0] ?? '', state: 'valid' };
}

/**
 * One course's indicator in the card's course list (spec part 2 §4): not started → red "Ej påbörjad"; partly done →
 * yellow percent; a past date → red "Löpt ut"; a date within 30 days → the date in yellow; later → the date in green.
 * "Utbildning går ut {date}" is the person's status, not a course's.
 */
export function courseEducation(course: Course, today: string): PersonEducation {
  if (course.validUntil === null) {
    const percent = percentOf(course.progress);
    if (percent === 0) return { color: 'red', text: EDUCATION_NOT_STARTED, state: 'not-started' };
    return { color: 'yellow', text: `${Math.floor(percent)} %`, state: 'in-progress' };
  }
  const days = daysUntil(course.validUntil, today);
  if (days < 0) return { color: 'red', text: EDUCATION_EXPIRED, state: 'expired' };
  if (days <= EXPIRY_WARNING_DAYS) return { color: 'yellow', text: course.validUntil, state: 'expiring' };
  return { color: 'green', text: course.validUntil, state: 'valid' };
}
