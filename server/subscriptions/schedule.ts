// When a subscription is due and which period it reports: both in Europe/Stockholm, from the delivery day.
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Values } from '@ombudsportalen/engine';
import { type Frequency, type PeriodField, periodsFitting, type RelativePeriod } from '@ombudsportalen/portal/report-subscriptions';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

const ZONE = 'Europe/Stockholm';

export interface Schedule {
  frequency: Frequency;
  /** ISO weekday 1 (Monday) to 7 (Sunday); weekly only. */
  weekday: number | null;
  /** 0-23, Stockholm time. */
  hour: number;
}

/** The Stockholm day (yyyy-MM-dd) of an instant: a run's delivery day. */
export function deliveryDayOf(at: number): string {
  return dayjs(at).tz(ZONE).format('YYYY-MM-DD');
}

/** The first scheduled instant after `after` (epoch ms): weekly on the weekday, monthly on the 1st, at the hour. */
export function nextRunAfter(schedule: Schedule, after: number): number {
  const start = dayjs(after).tz(ZONE).startOf('day');
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = start.add(offset, 'day');
    const matches = schedule.frequency === 'monthly' ? day.date() === 1 : day.isoWeekday() === schedule.weekday;
    if (!matches) continue;
    const at = dayjs.tz(`${day.format('YYYY-MM-DD')} ${String(schedule.hour).padStart(2, '0')}:00`, ZONE).valueOf();
    if (at > after) return at;
  }
  throw new Error(`no run within 62 days for ${JSON.stringify(schedule)}`);
}

/** The first and last day (yyyy-MM-dd) a relative period names, seen from the delivery day. */
export function periodOf(period: RelativePeriod, deliveryDay: string): { from: string; to: string } {
  const day = dayjs.utc(deliveryDay);
  const format = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  if (period === 'yesterday') return { from: format(day.subtract(1, 'day')), to: format(day.subtract(1, 'day')) };
  if (period === 'previousWeek') {
    const monday = day.isoWeekday(1).subtract(7, 'day');
    return { from: format(monday), to: format(monday.add(6, 'day')) };
  }
  const unit = period === 'previousYear' ? 'year' : 'month';
  const start = day.startOf(unit).subtract(1, unit);
  return { from: format(start), to: format(start.endOf(unit)) };
}

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** A day written in a period parameter's unit: yyyy-MM-dd, yyvv (its ISO week), yymm or yyyy. */
function dayIn(unit: PeriodField['unit'], day: string): string {
  if (unit === 'date') return day;
  if (unit === 'month') return day.slice(2, 4) + day.slice(5, 7);
  if (unit === 'year') return day.slice(0, 4);
  const d = dayjs.utc(day);
  return twoDigits(d.isoWeekYear()) + twoDigits(d.isoWeek());
}

/**
 * The report's values of a delivery day: the subscriber's choices, with every period parameter that can hold the
 * relative period set to it (a range gets its first and last day, a single field the first).
 */
export function valuesForDay(fields: readonly PeriodField[], parameters: Values, period: RelativePeriod, deliveryDay: string): Values {
  const { from, to } = periodOf(period, deliveryDay);
  const values: Values = { ...parameters };
  for (const field of fields.filter((f) => periodsFitting(f).includes(period))) {
    field.names.forEach((name, index) => { values[name] = dayIn(field.unit, index === 0 ? from : to); });
  }
  return values;
}
