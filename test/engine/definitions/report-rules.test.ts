import { describe, expect, it } from 'vitest';
import { ctx, define, errorsOf } from './helpers';
import { testEngine } from '../../setup-engine';

const { validateValues } = testEngine;

// Each part 2 §5 rule with its exact text, at its edge. The context's today is Friday 2024-03-15, week 2411.
const date = { type: 'string', format: 'date' } as const;
const range = (extra: object) => ({ 'A:B': { ...date, ...extra } });
const rangeErrors = (extra: object, a: string, b: string, today = '2024-03-15') =>
  validateValues(define(range(extra), { required: ['A:B'] }), { A: a, B: b }, ctx({ today })).errors.map((e) => `${e.field}: ${e.message}`);

describe('date rules', () => {
  it('date not after today: today passes, tomorrow fails', () => {
    expect(errorsOf({ ...date, 'x-notAfter': 'today' }, '2024-03-15')).toStrictEqual([]);
    expect(errorsOf({ ...date, 'x-notAfter': 'today' }, '2024-03-16')).toStrictEqual(['Datum får inte vara efter dagens datum.']);
  });

  it('not later than yesterday: yesterday passes, today fails', () => {
    expect(errorsOf({ ...date, 'x-notAfter': 'yesterday' }, '2024-03-14')).toStrictEqual([]);
    expect(errorsOf({ ...date, 'x-notAfter': 'yesterday' }, '2024-03-15')).toStrictEqual(['Datumet får inte vara senare än gårdagens datum.']);
  });

  it('not in the future (transaction list)', () => {
    expect(errorsOf({ ...date, 'x-notInFuture': true }, '2024-03-16')).toStrictEqual(['Får inte ligga i framtiden']);
  });

  it('no date before year 2000: 1999-12-31 fails, 2000-01-01 passes', () => {
    expect(errorsOf({ ...date, 'x-minYear': 2000 }, '1999-12-31')).toStrictEqual(['Får inte vara innan år 2000']);
    expect(errorsOf({ ...date, 'x-minYear': 2000 }, '2000-01-01')).toStrictEqual([]);
    expect(errorsOf({ ...date, 'x-minYear': 2000 }, '0099-01-01')).toStrictEqual(['Får inte vara innan år 2000']);
  });

  it('an invalid typed date (not yyyy-MM-dd, or no such day)', () => {
    for (const typed of ['2024-3-15', '15/03/2024', '2023-02-29', '2024-13-01']) expect(errorsOf(date, typed)).toStrictEqual(['Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.']);
    expect(errorsOf(date, '2024-02-29')).toStrictEqual([]);
  });
});

describe('range rules', () => {
  it('from must not be after to (equal is fine)', () => {
    expect(rangeErrors({}, '2024-03-02', '2024-03-01')).toStrictEqual(['B: Från-datumet får inte vara efter till-datumet.']);
    expect(rangeErrors({}, '2024-03-01', '2024-03-01')).toStrictEqual([]);
  });

  // Both ends count (part 2 ties "mer än 365 dagar" to a 366-day window): "at most N days" is N calendar days.
  it('1 year = 365 days counted with both ends: a 366-day window fails with the spec text', () => {
    const year = { 'x-maxSpan': { days: 365 } };
    expect(rangeErrors(year, '2025-11-26', '2026-11-25', '2026-11-25')).toStrictEqual([]);
    expect(rangeErrors(year, '2025-11-25', '2026-11-25', '2026-11-25')).toStrictEqual(['B: Skillnaden i datum får inte vara mer än 365 dagar.']);
    expect(rangeErrors(year, '2024-01-02', '2024-12-31')).toStrictEqual([]); // a leap year: 365 of its 366 days
    expect(rangeErrors(year, '2024-01-01', '2024-12-31')).toStrictEqual(['B: Skillnaden i datum får inte vara mer än 365 dagar.']);
  });

  it('31 and 7 days, both ends counted: the 1st to the 31st passes, to the 1st of the next month fails', () => {
    expect(rangeErrors({ 'x-maxSpan': { days: 31 } }, '2026-10-01', '2026-10-31')).toStrictEqual([]);
    expect(rangeErrors({ 'x-maxSpan': { days: 31 } }, '2026-10-01', '2026-11-01')).toStrictEqual(['B: Skillnaden i datum får inte vara mer än 31 dagar.']);
    expect(rangeErrors({ 'x-maxSpan': { days: 7 } }, '2024-03-01', '2024-03-07')).toStrictEqual([]);
    expect(rangeErrors({ 'x-maxSpan': { days: 7 } }, '2024-03-01', '2024-03-08')).toStrictEqual(['B: Skillnaden i datum får inte vara mer än 7 dagar.']);
    expect(rangeErrors({ 'x-maxSpan': { days: 1 } }, '2024-03-01', '2024-03-01')).toStrictEqual([]); // one day is one day
  });

  it('3 weeks = 3 week numbers, 11 months = 11 month numbers', () => {
    const weeks = { format: 'week', 'x-maxSpan': { weeks: 3 } };
    expect(rangeErrors(weeks, '2450', '2452')).toStrictEqual([]);
    expect(rangeErrors(weeks, '2451', '2501')).toStrictEqual([]); // 2024 has 52 weeks: 51, 52, 1
    expect(rangeErrors(weeks, '2450', '2501')).toStrictEqual(['B: Skillnaden i veckor får inte vara mer än 3 veckor.']);
    expect(rangeErrors(weeks, '2052', '2101')).toStrictEqual([]); // 2020 has a week 53: 52, 53, 1
    expect(rangeErrors(weeks, '2051', '2101')).toStrictEqual(['B: Skillnaden i veckor får inte vara mer än 3 veckor.']);
    const months = { format: 'month', 'x-maxSpan': { months: 11 } };
    expect(rangeErrors(months, '2401', '2411')).toStrictEqual([]);
    expect(rangeErrors(months, '2401', '2412')).toStrictEqual(['B: Det valda intervallet av månader är större än elva. Använd år istället.']);
    expect(rangeErrors(months, '2402', '2412')).toStrictEqual([]);
  });

  it('a span is not judged when an end is malformed (only the format speaks)', () => {
    expect(rangeErrors({ 'x-maxSpan': { days: 7 } }, '2024-02-30', '2024-03-30')).toStrictEqual(['A: Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.']);
  });
});

describe('week, month and year rules', () => {
  const week = { type: 'string', format: 'week' } as const;
  it('week format yyvv naming an ISO week that exists: 01–52, and 53 only in years that have it', () => {
    for (const ok of ['2053', '2653', '2401', '2452', '2501']) expect(errorsOf(week, ok), ok).toStrictEqual([]);
    // 2025 has 52 weeks; there is no week 00; 2024 has no week 53
    for (const bad of ['2553', '2500', '2400', '2453', '2054', '245', '24-11', 'v.11']) expect(errorsOf(week, bad), bad).toStrictEqual(['Måste anges som ååvv']);
  });

  it('week before the current week, and not in the future', () => {
    expect(errorsOf({ ...week, 'x-beforeCurrent': true }, '2410')).toStrictEqual([]);
    expect(errorsOf({ ...week, 'x-beforeCurrent': true }, '2411')).toStrictEqual(['Vecka måste vara innan nuvarande vecka.']);
    expect(errorsOf({ ...week, 'x-notInFuture': true }, '2411')).toStrictEqual([]);
    expect(errorsOf({ ...week, 'x-notInFuture': true }, '2412')).toStrictEqual(['Vecka får inte vara i framtiden.']);
    expect(errorsOf({ ...week, 'x-notInFuture': true }, '2501', { today: '2024-12-30' })).toStrictEqual([]); // 30 Dec 2024 is in week 2501
  });

  it('month yymm, not in the future', () => {
    const month = { type: 'string', format: 'month', 'x-notInFuture': true } as const;
    expect(errorsOf(month, '2403')).toStrictEqual([]);
    expect(errorsOf(month, '2404')).toStrictEqual(['Får inte ligga i framtiden']);
    expect(errorsOf(month, '2413')).toStrictEqual(['Måste anges som ååmm']);
  });

  it('year yyyy or yy: not in the future, not before 2000, wrong format', () => {
    const year = { type: 'string', format: 'year', 'x-notInFuture': true, 'x-minYear': 2000 } as const;
    expect(errorsOf(year, '2024')).toStrictEqual([]);
    expect(errorsOf(year, '24')).toStrictEqual([]);
    expect(errorsOf(year, '2000')).toStrictEqual([]);
    expect(errorsOf(year, '00')).toStrictEqual([]);
    expect(errorsOf(year, '1999')).toStrictEqual(['Får inte vara innan år 2000']);
    expect(errorsOf(year, '2025')).toStrictEqual(['Får inte ligga i framtiden']);
    expect(errorsOf(year, '25')).toStrictEqual(['Får inte ligga i framtiden']);
    expect(errorsOf(year, '202')).toStrictEqual(['Fältet har fel format']);
  });
});
