const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** A publish date relative to now in Swedish: "i dag", "i går", "för 3 dagar sedan", "för 2 veckor sedan", "för 1 månad sedan". */
export function relativePublishDate(published: Date, now: Date): string {
  const format = new Intl.RelativeTimeFormat('sv', { numeric: 'auto' });
  const days = Math.round((startOfDay(published) - startOfDay(now)) / DAY_MS);
  if (days > -7) return format.format(Math.min(days, 0), 'day');
  if (days > -30) return format.format(Math.round(days / 7), 'week');
  if (days > -365) return format.format(Math.round(days / 30), 'month');
  return format.format(Math.round(days / 365), 'year');
}

/** The full date, e.g. "26 november 2026". */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
