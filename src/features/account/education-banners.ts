import { daysUntil } from '@ombudsportalen/portal/calendar-days';
import { EXPIRY_WARNING_DAYS, isCourseValid } from '@ombudsportalen/portal/education';
import type { EducationStatus } from './education-model';

export type EducationBanner =
  | { kind: 'not-completed' }
  | { kind: 'expires-in-days'; days: number; also: boolean }
  | { kind: 'expires-within-24-hours' };

/** The days to the next expiry of a completion still valid on `today`, or null when none is. */
export function daysToNextExpiry(status: EducationStatus, today: string): number | null {
  const days = [...status.courses.map((c) => c.validUntil), status.upcomingExpiryDate]
    .filter((day): day is string => Boolean(day))
    .map((day) => daysUntil(day, today))
    .filter((d) => d >= 0);
  return days.length > 0 ? Math.min(...days) : null;
}

/**
 * The start page's education banners (spec part 1 §4), on `today`:
 * - red when not every mandatory course is completed: the server's NOT_COMPLETED, or a completion that has run out
 *   by the browser's day (the server's status has no clock);
 * - 2 to 30 days to the next expiry: "går ut om N dagar" ("även" when the red banner shows too);
 * - 1 day (or the last valid day itself) with education started: the 24-hour text.
 */
export function educationBanners(status: EducationStatus, today: string): EducationBanner[] {
  const notCompleted = status.status !== 'COMPLETED' || status.courses.some((c) => !isCourseValid(c, today));
  const banners: EducationBanner[] = notCompleted ? [{ kind: 'not-completed' }] : [];
  const days = daysToNextExpiry(status, today);
  if (days === null) return banners;
  if (days >= 2 && days <= EXPIRY_WARNING_DAYS) banners.push({ kind: 'expires-in-days', days, also: notCompleted });
  else if (days <= 1 && !status.noEducationsStarted) banners.push({ kind: 'expires-within-24-hours' });
  return banners;
}
