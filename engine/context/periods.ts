/** The period units a value can be written in: yyyy-MM-dd, yyvv (ISO week), yymm, yyyy or yy. */
export type PeriodUnit = 'date' | 'week' | 'month' | 'year';

export const DAY_MS = 86_400_000;

/** Milliseconds of a calendar day at UTC midnight; setUTCFullYear, unlike Date.UTC, keeps years below 100. */
export function utcDayMs(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

/** Milliseconds of a yyyy-MM-dd day at UTC midnight (UTC keeps day arithmetic free of DST). */
export function dayMs(day: string): number {
  return utcDayMs(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

/** The yyyy-MM-dd day of a UTC-midnight instant. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return dayOf(dayMs(day) + n * DAY_MS);
}

/** Whole days from `from` to `to` (2024-01-01 → 2024-12-31 is 365). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The ISO-8601 week of a day as { year, week } (the week-year can differ from the calendar year). */
export function isoWeekOf(day: string): { year: number; week: number } {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = ms + (3 - weekday) * DAY_MS; // the week belongs to the year of its Thursday
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - utcDayMs(year, 1, 1)) / (7 * DAY_MS));
  return { year, week };
}

/** The Monday of ISO week `week` of `year`; week 0 and 53 extend arithmetically into the neighbouring years. */
export function mondayOfIsoWeek(year: number, week: number): string {
  const jan4 = utcDayMs(year, 1, 4); // 4 January is always in week 1
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return dayOf(monday1 + (week - 1) * 7 * DAY_MS);
}

/** A two-digit string of a number (5 → "05", 2024 → "24"). */
export function twoDigits(n: number): string {
  return String(n % 100).padStart(2, '0');
}

/** A day written as yyvv (the ISO week it lies in). */
export function weekCode(day: string): string {
  const { year, week } = isoWeekOf(day);
  return twoDigits(year) + twoDigits(week);
}

/** A day written as yymm. */
export function monthCode(day: string): string {
  return day.slice(2, 4) + day.slice(5, 7);
}

/** A yy or yyyy year as a full year (yy is 20yy: the portal has no data before 2000). */
export function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** The calendar year a period value starts in (yyvv and yymm read yy as 20yy). */
export function yearOfPeriod(unit: PeriodUnit, value: string): number {
  if (unit === 'date') return Number(value.slice(0, 4));
  return fullYear(unit === 'year' ? value : value.slice(0, 2));
}

/** A comparable key of a period value: equal-length strings compare like the periods they name. */
export function periodKey(unit: PeriodUnit, value: string): string {
  return unit === 'year' ? String(fullYear(value)) : value;
}

/**
 * How many days, ISO weeks, months or years a range covers, counting both ends: 2026-10-01–2026-10-31 is 31 days,
 * 2641–2643 three weeks, 2601–2611 eleven months. A span limit ("at most 31 days") is a limit on this count.
 */
export function periodCount(unit: PeriodUnit, from: string, to: string): number {
  return periodSpan(unit, from, to) + 1;
}

/** The steps between two period values in their own unit: days, ISO weeks, months or years. */
export function periodSpan(unit: PeriodUnit, from: string, to: string): number {
  if (unit === 'date') return daysBetween(from, to);
  if (unit === 'week') {
    const monday = (v: string) => mondayOfIsoWeek(2000 + Number(v.slice(0, 2)), Number(v.slice(2, 4)));
    return daysBetween(monday(from), monday(to)) / 7;
  }
  if (unit === 'month') {
    const index = (v: string) => Number(v.slice(0, 2)) * 12 + Number(v.slice(2, 4));
    return index(to) - index(from);
  }
  return fullYear(to) - fullYear(from);
}
