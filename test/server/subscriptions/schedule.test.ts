import { describe, expect, it } from 'vitest';
import { deliveryDayOf, nextRunAfter, periodOf } from '../../../server/subscriptions/schedule.js';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe('schedule (Europe/Stockholm)', () => {
  it('runs weekly on the weekday and monthly on the 1st at the Stockholm hour, across daylight-saving changes', () => {
    // Monday 2026-11-02 09:00 Stockholm (CET, UTC+1).
    expect(iso(nextRunAfter({ frequency: 'weekly', weekday: 1, hour: 9 }, at('2026-11-02T08:00:00Z')))).toBe('2026-11-09T08:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'weekly', weekday: 1, hour: 10 }, at('2026-11-02T08:00:00Z')))).toBe('2026-11-02T09:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'monthly', weekday: null, hour: 6 }, at('2026-11-02T08:00:00Z')))).toBe('2026-12-01T05:00:00.000Z');
    // Summer time starts 2027-03-28: 1 April 06:00 is 04:00 UTC.
    expect(iso(nextRunAfter({ frequency: 'monthly', weekday: null, hour: 6 }, at('2027-03-02T08:00:00Z')))).toBe('2027-04-01T04:00:00.000Z');
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    expect(deliveryDayOf(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('names the previous month, the previous ISO week and yesterday from the delivery day', () => {
    expect(periodOf('previousMonth', '2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodOf('previousMonth', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOf('previousWeek', '2026-11-03')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(periodOf('previousWeek', '2026-11-08')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(periodOf('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });
});
