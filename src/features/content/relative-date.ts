const DAY_MS = 86_400_000;
// Once per module: an Intl formatter built per call cost ~4 ms of the start page's load (its news cards).
const relativeTime = new Intl.RelativeTimeFormat('sv', { numeric: 'auto' });
const longDateFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** A publish date relative to now in Swedish: "i dag", "i går", "för 3 dagar sedan", "för 2 veckor sedan", "för 1 månad sedan". */
export function relativePublishDate(published: Date, now: Date): string {
  const days = Math.round((startOfDay(published) - startOfDay(now)) / DAY_MS);
  if (days > -7) return relativeTime.format(Math.min(days, 0), 'day');
  if (days > -30) return relativeTime.format(Math.round(days / 7), 'week');
  if (days > -365) return relativeTime.format(Math.round(days / 30), 'month');
  return relativeTime.format(Math.round(days / 365), 'year');
}

/** The full date, e.g. "26 november 2026". */
export function longDate(date: Date): string {
  return longDateFormat.format(date);
}
