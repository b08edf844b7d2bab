import { addDays, fullYear, mondayOfIsoWeek, utcDayMs, dayOf, type PeriodUnit } from '../context/periods';

/** The first day (yyyy-MM-dd) of the period a value names: a date itself, an ISO week's Monday, a month's or year's first day. */
export function periodStart(unit: PeriodUnit, value: string): string {
  if (unit === 'date') return value;
  if (unit === 'week') return mondayOfIsoWeek(2000 + Number(value.slice(0, 2)), Number(value.slice(2, 4)));
  if (unit === 'month') return dayOf(utcDayMs(2000 + Number(value.slice(0, 2)), Number(value.slice(2, 4)), 1));
  return dayOf(utcDayMs(fullYear(value), 1, 1));
}

/** The last day (yyyy-MM-dd) of the period a value names: a date itself, an ISO week's Sunday, a month's or year's last day. */
export function periodEnd(unit: PeriodUnit, value: string): string {
  if (unit === 'date') return value;
  if (unit === 'week') return addDays(periodStart('week', value), 6);
  if (unit === 'month') return dayOf(utcDayMs(2000 + Number(value.slice(0, 2)), Number(value.slice(2, 4)) + 1, 0));
  return dayOf(utcDayMs(fullYear(value), 12, 31));
}
