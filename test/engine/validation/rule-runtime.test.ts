import { describe, expect, it } from 'vitest';
import * as ruleRuntimeModule from '../../../engine/validation/rule-runtime';
import * as ruleContextModule from '../../../engine/context/rule-context';
import { ctx } from '../definitions/helpers';
import { inTestEngine } from '../../setup-engine';

const { isPeriod, ruleRuntime: rule } = inTestEngine(ruleRuntimeModule);
const { ruleContextOf } = inTestEngine(ruleContextModule);

// The functions every compiled validator calls, each at the edge where it turns: equal values, the day before and after.
// Friday 15 March 2024: week 2411, month 2403, year 2024.
// Built inside each test, not while vitest collects: code run at collection is "static" to the mutation run.
const rc = () => ruleContextOf(ctx());

describe('isPeriod', () => {
  it('a date is yyyy-MM-dd of a real calendar day', () => {
    expect(['2024-02-29', '2023-12-31', '2000-01-01'].map((d) => isPeriod('date', d))).toStrictEqual([true, true, true]);
    expect(['2023-02-29', '2024-02-30', '2024-13-01', '2024-3-15', '12024-03-15', '2024-03-15x', 'x2024-03-15', 20240315, undefined]
      .map((d) => isPeriod('date', d))).toStrictEqual([false, false, false, false, false, false, false, false, false]);
  });

  it('weeks, months and years by their formats', () => {
    expect([isPeriod('week', '2411'), isPeriod('week', '2454'), isPeriod('month', '2403'), isPeriod('month', '2413')]).toStrictEqual([true, false, true, false]);
    expect([isPeriod('year', '2024'), isPeriod('year', '24'), isPeriod('year', '202'), isPeriod('year', 2024)]).toStrictEqual([true, true, false, false]);
  });
});

describe('date rules against today', () => {
  it('notAfter today and yesterday: the day itself passes, the next one fails, a non-date passes', () => {
    expect([rule.notAfter('2024-03-15', 'today', undefined, rc()), rule.notAfter('2024-03-16', 'today', undefined, rc())]).toStrictEqual([true, false]);
    expect([rule.notAfter('2024-03-14', 'yesterday', undefined, rc()), rule.notAfter('2024-03-15', 'yesterday', undefined, rc())]).toStrictEqual([true, false]);
    expect([rule.notAfter('2099-02-30', 'today', undefined, rc()), rule.notAfter(7, 'today', undefined, rc())]).toStrictEqual([true, true]);
  });

  it('notInFuture: the current period passes, the next fails, in every unit', () => {
    const cases: [Parameters<typeof rule.notInFuture>[1], string, string][] = [['date', '2024-03-15', '2024-03-16'], ['week', '2411', '2412'], ['month', '2403', '2404'], ['year', '2024', '2025']];
    for (const [unit, now, next] of cases) {
      expect([rule.notInFuture(now, unit, undefined, rc()), rule.notInFuture(next, unit, undefined, rc())], unit).toStrictEqual([true, false]);
    }
    expect(rule.notInFuture('2499', 'week', undefined, rc())).toBe(true); // not a week: the format reports it
    expect(rule.notInFuture('25', 'year', undefined, rc())).toBe(false); // yy reads as 20yy
  });

  it('beforeCurrent: the previous period passes, the current one fails, in every unit', () => {
    const cases: [Parameters<typeof rule.beforeCurrent>[1], string, string][] = [['date', '2024-03-14', '2024-03-15'], ['week', '2410', '2411'], ['month', '2402', '2403'], ['year', '2023', '2024']];
    for (const [unit, before, now] of cases) {
      expect([rule.beforeCurrent(before, unit, undefined, rc()), rule.beforeCurrent(now, unit, undefined, rc())], unit).toStrictEqual([true, false]);
    }
    expect(rule.beforeCurrent('2453', 'week', undefined, rc())).toBe(true);
  });

  it('minYear: the year itself passes, the one before fails', () => {
    expect([rule.minYear('2000-01-01', { unit: 'date', year: 2000 }), rule.minYear('1999-12-31', { unit: 'date', year: 2000 })]).toStrictEqual([true, false]);
    expect([rule.minYear('2401', { unit: 'week', year: 2024 }), rule.minYear('2352', { unit: 'week', year: 2024 })]).toStrictEqual([true, false]);
    expect(rule.minYear('1999-02-30', { unit: 'date', year: 2000 })).toBe(true);
  });
});

describe('rules between two fields', () => {
  it('sameAs: exactly the other value', () => {
    expect([rule.sameAs('a', 'b', { b: 'a' }), rule.sameAs('a', 'b', { b: 'A' }), rule.sameAs(undefined, 'b', undefined)]).toStrictEqual([true, false, true]);
  });

  it('before: strictly before, as text or as periods; a missing or malformed side passes', () => {
    expect([rule.before('a', { other: 'b' }, { b: 'b' }), rule.before('b', { other: 'b' }, { b: 'b' }), rule.before('c', { other: 'b' }, { b: 'b' })]).toStrictEqual([true, false, false]);
    expect([rule.before('2409', { other: 'b', unit: 'week' }, { b: '2410' }), rule.before('2410', { other: 'b', unit: 'week' }, { b: '2410' })]).toStrictEqual([true, false]);
    expect([rule.before('2499', { other: 'b', unit: 'week' }, { b: '2410' }), rule.before('2411', { other: 'b', unit: 'week' }, { b: '2499' })]).toStrictEqual([true, true]);
    expect([rule.before(1, { other: 'b' }, { b: '0' }), rule.before('1', { other: 'b' }, { b: 0 }), rule.before('1', { other: 'b' }, undefined)]).toStrictEqual([true, true, true]);
  });

  it('rangeOrder: the end on or after the start', () => {
    const arg = { from: 'F', unit: 'date' as const };
    expect([rule.rangeOrder('2024-03-15', arg, { F: '2024-03-15' }), rule.rangeOrder('2024-03-14', arg, { F: '2024-03-15' })]).toStrictEqual([true, false]);
    expect([rule.rangeOrder('2024-03-14', arg, { F: '2024-02-30' }), rule.rangeOrder('2024-02-30', arg, { F: '2024-03-15' }), rule.rangeOrder('2024-03-14', arg, undefined)]).toStrictEqual([true, true, true]);
  });

  it('rangeSpan: both ends count, so max periods pass and one more fails', () => {
    const days = { from: 'F', unit: 'date' as const, max: 31 };
    expect([rule.rangeSpan('2024-01-31', days, { F: '2024-01-01' }), rule.rangeSpan('2024-02-01', days, { F: '2024-01-01' })]).toStrictEqual([true, false]);
    const months = { from: 'F', unit: 'month' as const, max: 6 };
    expect([rule.rangeSpan('2406', months, { F: '2401' }), rule.rangeSpan('2407', months, { F: '2401' })]).toStrictEqual([true, false]);
    expect([rule.rangeSpan('2413', months, { F: '2401' }), rule.rangeSpan('2407', months, { F: 'x' })]).toStrictEqual([true, true]);
  });
});

describe('rules of the session', () => {
  it('optionRoles: a restricted option only for its roles (ADMIN sees all); an unrestricted one for everyone', () => {
    const byValue = { Övrigt: ['EKONOMI'] };
    const as = (roles: string[]) => ruleContextOf(ctx({ roles }));
    expect([rule.optionRoles('Övrigt', byValue, undefined, as(['EKONOMI'])), rule.optionRoles('Övrigt', byValue, undefined, as(['OMBMGR']))]).toStrictEqual([true, false]);
    expect([rule.optionRoles('Övrigt', byValue, undefined, as(['ADMIN'])), rule.optionRoles('Alla', byValue, undefined, as(['OMBMGR']))]).toStrictEqual([true, true]);
  });

  it('visibleTo: the access rule for the session', () => {
    expect(rule.visibleTo('x', { roles: ['RETAIL'] }, undefined, ruleContextOf(ctx({ roles: ['RETAIL'] })))).toBe(true);
    expect(rule.visibleTo('x', { roles: ['RETAIL'] }, undefined, rc())).toBe(false);
    expect(rule.visibleTo('x', { segments: ['TRACK'] }, undefined, rc())).toBe(false);
  });
});

describe('personalNumber', () => {
  it('a real birth date and the Luhn digit over the last ten digits', () => {
    // 19811218-9876 and 20121212-1212 are valid; one digit changed breaks the sum.
    expect(['198112189876', '201212121212', '190001010008'].map((n) => rule.personalNumber(n))).toStrictEqual([true, true, true]);
    expect(['198112189875', '198112189886', '201212121213'].map((n) => rule.personalNumber(n))).toStrictEqual([false, false, false]);
  });

  it('refuses a day that does not exist even with a right check digit; other shapes are left to the format', () => {
    expect(rule.personalNumber('199902300004')).toBe(false); // 30 February
    expect(rule.personalNumber('199913010006')).toBe(false); // month 13
    expect(['18111218987', '1981121898761', '181112189876', 198112189876, 'x198112189876'].map((n) => rule.personalNumber(n))).toStrictEqual([true, true, true, true, true]);
  });
});
