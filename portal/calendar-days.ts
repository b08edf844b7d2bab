const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd day as UTC midnight milliseconds, or NaN when it is not such a day (a time part is ignored). */
function dayValue(day: string): number {
  const date = day.slice(0, 10);
  return ISO_DAY.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
}

/**
 * Calendar days from `today` to `day` (both yyyy-MM-dd): 0 for the same day, 1 for tomorrow, negative in the past.
 * Counted on UTC midnights, so daylight-saving changes never give 0.96 of a day. NaN when either is not a day.
 */
export function daysUntil(day: string, today: string): number {
  return Math.round((dayValue(day) - dayValue(today)) / DAY_MS);
}
