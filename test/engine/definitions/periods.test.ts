import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekOf, mondayOfIsoWeek, periodSpan, weekCode } from '../../../engine/context/periods';
import { ruleContextOf } from '../../../engine/context/rule-context';
import { stockholmToday } from '@ombudsportalen/engine';
import { ctx } from './helpers';

describe('calendar helpers', () => {
  it('names ISO weeks as yyvv across year ends (week 53 and week 1 of the next year)', () => {
    expect(weekCode('2020-12-31')).toBe('2053');
    expect(weekCode('2021-01-03')).toBe('2053');
    expect(weekCode('2021-01-04')).toBe('2101');
    expect(weekCode('2024-12-30')).toBe('2501');
    expect(isoWeekOf('2024-03-15')).toStrictEqual({ year: 2024, week: 11 });
  });

  it('finds the Monday of a week, also for week 53', () => {
    expect(mondayOfIsoWeek(2020, 53)).toBe('2020-12-28');
    expect(mondayOfIsoWeek(2025, 1)).toBe('2024-12-30');
  });

  it('counts days over leap days and spans in each unit', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2023-03-14', '2024-03-14')).toBe(366);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(periodSpan('week', '2053', '2101')).toBe(1);
    expect(periodSpan('month', '2303', '2403')).toBe(12);
    expect(periodSpan('year', '23', '2024')).toBe(1);
  });

  it('derives today, yesterday, weeks, month and year from the context clock', () => {
    expect(ruleContextOf(ctx({ today: '2025-01-01' }))).toMatchObject({
      today: '2025-01-01', yesterday: '2024-12-31', week: '2501', previousWeek: '2452', month: '2501', year: '2025',
    });
  });

  it('refuses a context whose today is not yyyy-MM-dd', () => {
    expect(() => ruleContextOf(ctx({ today: '15/3/2024' }))).toThrow(/yyyy-MM-dd/);
  });

  it('takes the Stockholm calendar day, not the UTC one', () => {
    expect(stockholmToday(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01'); // 00:30 in Stockholm (CET)
    expect(stockholmToday(new Date('2024-06-30T21:59:00Z'))).toBe('2024-06-30'); // 23:59 CEST
    expect(stockholmToday(new Date('2024-06-30T22:00:00Z'))).toBe('2024-07-01'); // 00:00 CEST
  });
});
