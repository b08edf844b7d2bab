import type { CourseResult } from '../repositories/learning-repository.js';

/** One course as the portal shows it (spec part 2 §3 "Education"). */
export interface CourseView {
  courseName: string;
  /** '0.0' when not started, else the percent with two decimals ('40.00', '100.00'), as the learning service writes it. */
  progress: string;
  validUntil: string | null;
}

/** The education status call's answer (spec part 2 §3, §7). */
export interface EducationStatus {
  /** COMPLETED when every mandatory course is completed (100 %); NOT_COMPLETED otherwise. */
  status: 'COMPLETED' | 'NOT_COMPLETED';
  /** The earliest last-valid day of the completed courses; null when none is completed. */
  upcomingExpiryDate: string | null;
  /** True when no mandatory course has been started (all at 0 %, none ever completed). */
  noEducationsStarted: boolean;
  courses: CourseView[];
}

export function progressText(progress: number): string {
  return progress === 0 ? '0.0' : progress.toFixed(2);
}

export function toCourseView(result: CourseResult): CourseView {
  return { courseName: result.courseName, progress: progressText(result.progress), validUntil: result.validUntil };
}

/**
 * The status as a pure function of the stored results, with no clock: whether a completion has run out is a date
 * comparison the client makes against its own day (banners and course indicators, spec part 1 §4), so the banners
 * follow the browser's clock alone and an e2e test pins only that (docs/decisions-account.md).
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

const nullableDate = { type: ['string', 'null'] } as const;

export const courseViewSchema = {
  type: 'object', required: ['courseName', 'progress', 'validUntil'], additionalProperties: false,
  properties: { courseName: { type: 'string' }, progress: { type: 'string' }, validUntil: nullableDate },
} as const;

export const educationStatusSchema = {
  type: 'object', required: ['status', 'upcomingExpiryDate', 'noEducationsStarted', 'courses'], additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['COMPLETED', 'NOT_COMPLETED'] }, upcomingExpiryDate: nullableDate,
    noEducationsStarted: { type: 'boolean' }, courses: { type: 'array', items: courseViewSchema },
  },
} as const;
