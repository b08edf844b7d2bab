// Swedish texts written out, not Intl's: a page's first Intl object costs a browser 20-50 ms of ICU set-up in one task
// (docs/decisions/pages-on-a-phone.md). content-pure.test.ts checks them against Intl's sv texts.
const DAY_MS = 86_400_000;
const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
/** Intl.RelativeTimeFormat('sv', { numeric: 'auto' })'s past texts: one unit back by name, more by number. */
const UNITS = {
  week: { last: 'förra veckan', plural: 'veckor' },
  month: { last: 'förra månaden', plural: 'månader' },
  year: { last: 'förra året', plural: 'år' },
} as const;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function ago(count: number, unit: keyof typeof UNITS): string {
  return count === 1 ? UNITS[unit].last : `för ${count} ${UNITS[unit].plural} sedan`;
}

/** A publish date relative to now in Swedish: "i dag", "i går", "för 3 dagar sedan", "för 2 veckor sedan", "förra månaden". */
export function relativePublishDate(published: Date, now: Date): string {
  const days = Math.round((startOfDay(published) - startOfDay(now)) / DAY_MS); // negative: in the past
  if (days > -7) return days >= 0 ? 'i dag' : days === -1 ? 'i går' : days === -2 ? 'i förrgår' : `för ${-days} dagar sedan`;
  // Math.round of the negative count, as Intl was given it: 45 days back is one month (-1.5 rounds to -1).
  if (days > -30) return ago(-Math.round(days / 7), 'week');
  if (days > -365) return ago(-Math.round(days / 30), 'month');
  return ago(-Math.round(days / 365), 'year');
}

/** The full date, e.g. "26 november 2026". */
export function longDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
