import { describe, expect, it } from 'vitest';
import { effectiveAgencyNumber } from '@ombudsportalen/portal/engine-vocabulary';
import { assertContext, stockholmToday } from '../../../engine/context/engine-context';
import {
  dayMs, fullYear, monthCode, periodCount, periodKey, periodSpan, twoDigits, utcDayMs, yearOfPeriod,
} from '../../../engine/context/periods';
import { ruleContextOf } from '../../../engine/context/rule-context';
import { ctx } from '../definitions/helpers';

describe('the engine context', () => {
  it.each(['15/3/2024', ' 2024-03-15', '2024-03-15T10:00', '24-03-15', '2024-3-15', '2024-03-1', 'x024-03-15', '2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', ''])(
    'refuses today %j, naming it',
    (today) => {
      expect(() => assertContext(ctx({ today }))).toThrow(new Error(`EngineContext.today must be yyyy-MM-dd, got "${today}"`));
    },
  );

  it('accepts real calendar days, leap days included', () => {
    for (const today of ['2024-02-29', '2024-12-31', '2000-01-01']) expect(() => assertContext(ctx({ today }))).not.toThrow();
  });

  it('today in Stockholm: the EU summer time from the last Sunday of March to the last of October, 01:00 UTC', () => {
    expect(stockholmToday(new Date('2026-03-28T22:59:59.999Z'))).toBe('2026-03-28'); // winter: UTC+1
    expect(stockholmToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(stockholmToday(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01'); // summer: UTC+2
    expect(stockholmToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(stockholmToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it("today in Stockholm is Intl's Europe/Stockholm day, around each midnight and each change of clocks, 1996-2040", () => {
    // The oracle is the runtime's time-zone data: a new Swedish rule (or none) in tzdata fails this test.
    const intl = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    for (let day = Date.UTC(1996, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      // Stockholm's day differs from UTC's from 22:00 or 23:00 UTC; the clocks change at 01:00 UTC.
      for (const ms of [0, 1, 2, 21, 22, 23].flatMap((hour) => [day + hour * 3_600_000 - 1, day + hour * 3_600_000])) {
        if (stockholmToday(new Date(ms)) !== intl.format(ms)) wrong.push(new Date(ms).toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses roles that are not a list', () => {
    expect(() => assertContext({ ...ctx(), roles: 'OMBMGR' as unknown as string[] })).toThrow(new Error('EngineContext.roles must be an array'));
  });

  it('acts for the picked agency of an internal user, else the user’s own', () => {
    expect(effectiveAgencyNumber(ctx({ agencyNumber: '1001', selectedAgencyNumber: '2002' }))).toBe('2002');
    expect(effectiveAgencyNumber(ctx({ agencyNumber: '1001', selectedAgencyNumber: '' }))).toBe('1001');
    expect(effectiveAgencyNumber(ctx({ agencyNumber: '1001' }))).toBe('1001');
  });

  it('the rule context carries the session’s roles and segment beside the clock', () => {
    expect(ruleContextOf(ctx({ roles: ['SALJARE', 'ADMIN'], segment: 'TRACK', today: '2024-03-04' }))).toStrictEqual({
      today: '2024-03-04', yesterday: '2024-03-03', week: '2410', previousWeek: '2409', month: '2403', year: '2024', roles: ['SALJARE', 'ADMIN'], segment: 'TRACK',
    });
  });
});

describe('period arithmetic', () => {
  it('keeps years below 100 as written', () => {
    expect(new Date(utcDayMs(99, 1, 1)).toISOString()).toBe('0099-01-01T00:00:00.000Z');
    expect(new Date(dayMs('2024-03-15')).toISOString()).toBe('2024-03-15T00:00:00.000Z');
  });

  it('writes two digits, months as yymm and yy as 20yy', () => {
    expect([twoDigits(5), twoDigits(2024), twoDigits(0)]).toStrictEqual(['05', '24', '00']);
    expect(monthCode('2024-03-15')).toBe('2403');
    expect([fullYear('24'), fullYear('2024'), fullYear('1999')]).toStrictEqual([2024, 2024, 1999]);
  });

  it('reads the year a period value starts in, per unit', () => {
    expect([yearOfPeriod('date', '2023-12-31'), yearOfPeriod('week', '2452'), yearOfPeriod('month', '2501'), yearOfPeriod('year', '26'), yearOfPeriod('year', '2027')])
      .toStrictEqual([2023, 2024, 2025, 2026, 2027]);
  });

  it('compares years by their full value, other units as written', () => {
    expect([periodKey('year', '24'), periodKey('year', '2025'), periodKey('week', '2410'), periodKey('date', '2024-03-15')]).toStrictEqual(['2024', '2025', '2410', '2024-03-15']);
  });

  it('counts both ends of a range in its own unit', () => {
    expect(periodCount('date', '2026-10-01', '2026-10-31')).toBe(31);
    expect(periodCount('week', '2641', '2643')).toBe(3);
    expect(periodCount('month', '2601', '2611')).toBe(11);
    expect(periodCount('month', '2512', '2601')).toBe(2);
    expect(periodCount('year', '2024', '26')).toBe(3);
    expect(periodSpan('date', '2024-03-15', '2024-03-14')).toBe(-1);
  });
});
