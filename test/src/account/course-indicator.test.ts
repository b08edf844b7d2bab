import { describe, expect, it } from 'vitest';
import { courseIndicator, isCourseValid } from '@ombudsportalen/portal/education';

const TODAY = '2026-11-01';
const course = (progress: string, validUntil: string | null) => ({ courseName: 'Spelansvar', progress, validUntil });
const indicator = (progress: string, validUntil: string | null) => {
  const { color, text } = courseIndicator(course(progress, validUntil), TODAY);
  return `${color} ${text}`;
};

describe('course indicators (spec part 1 §4)', () => {
  it('not started: no validUntil and progress 0.0 is red "Ej påbörjad"', () => {
    expect(indicator('0.0', null)).toBe('red Ej påbörjad');
    expect(indicator('0', null)).toBe('red Ej påbörjad');
    expect(indicator('', null)).toBe('red Ej påbörjad'); // unreadable progress counts as none
  });

  it('partly done: yellow with the percent, rounded down', () => {
    expect(indicator('40.00', null)).toBe('yellow 40 %');
    expect(indicator('0.50', null)).toBe('yellow 0 %');
    expect(indicator('99.99', null)).toBe('yellow 99 %');
  });

  it('valid beyond 30 days is green with the date; within 30 days yellow with the date', () => {
    expect(indicator('100.00', '2026-12-02')).toBe('green 2026-12-02'); // 31 days
    expect(indicator('100.00', '2026-12-01')).toBe('yellow 2026-12-01'); // 30 days: the edge is yellow
    expect(indicator('100.00', '2026-11-02')).toBe('yellow 2026-11-02'); // tomorrow
  });

  it('today is the last valid day: yellow with the date, still valid', () => {
    expect(indicator('100.00', TODAY)).toBe(`yellow ${TODAY}`);
    expect(isCourseValid(course('100.00', TODAY), TODAY)).toBe(true);
  });

  it('a past date is red "Löpt ut", whatever the progress', () => {
    expect(indicator('100.00', '2026-10-31')).toBe('red Löpt ut');
    expect(indicator('40.00', '2025-01-01')).toBe('red Löpt ut');
    expect(isCourseValid(course('100.00', '2026-10-31'), TODAY)).toBe(false);
  });

  it('counts calendar days across the change to winter time', () => {
    expect(courseIndicator(course('100.00', '2026-11-24'), '2026-10-25').color).toBe('yellow'); // 30 days, DST ended 25 Oct
    expect(courseIndicator(course('100.00', '2026-11-25'), '2026-10-25').color).toBe('green');
  });
});
