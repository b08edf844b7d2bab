// x-maxPeriods: "at most n months" means n month numbers counted with both ends (2601–2606 is 6), and the message names
// the same number. x-maxSpan (the steps between the ends) stays as the spec's reports use it.
import { describe, expect, it } from 'vitest';
import { checkDefinition, formatProblem, validateValues } from '../../../engine/index';
import { ctx, define } from './helpers';

const range = (format: string, maxPeriods: Record<string, number>) => ({ $schema: '../meta/definition.schema.json', type: 'object', properties: { 'F:T': { type: 'string', format, 'x-maxPeriods': maxPeriods } } });
const spanErrors = (format: string, maxPeriods: Record<string, number>, from: string, to: string) =>
  validateValues(define({ 'F:T': { type: 'string', format, 'x-maxPeriods': maxPeriods } as never }, { required: ['F:T'] }), { F: from, T: to }, ctx()).errors.map((e) => `${e.field}: ${e.message}`);

describe('x-maxPeriods counts both ends', () => {
  it('months: January to June is 6 and passes; January to July is 7 and fails naming 6', () => {
    expect(spanErrors('month', { months: 6 }, '2401', '2406')).toEqual([]);
    expect(spanErrors('month', { months: 6 }, '2401', '2407')).toEqual(['T: Perioden får omfatta högst 6 månader, första och sista medräknade.']);
    expect(spanErrors('month', { months: 6 }, '2310', '2403')).toEqual([]);
  });

  it('weeks: one week is the same week at both ends, in the singular', () => {
    expect(spanErrors('week', { weeks: 1 }, '2410', '2410')).toEqual([]);
    expect(spanErrors('week', { weeks: 1 }, '2410', '2411')).toEqual(['T: Perioden får omfatta högst 1 vecka, första och sista medräknade.']);
    expect(spanErrors('week', { weeks: 4 }, '2052', '2102')).toEqual([]); // week 53 of 2020 lies between
  });

  it('years and days', () => {
    expect(spanErrors('year', { years: 2 }, '2023', '2024')).toEqual([]);
    expect(spanErrors('year', { years: 2 }, '2022', '2024')).toEqual(['T: Perioden får omfatta högst 2 år, första och sista medräknade.']);
    expect(spanErrors('date', { days: 31 }, '2024-01-01', '2024-01-31')).toEqual([]);
    expect(spanErrors('date', { days: 31 }, '2024-01-01', '2024-02-01')).toEqual(['T: Perioden får omfatta högst 31 dagar, första och sista medräknade.']);
  });

  it('check refuses it outside a range and in another unit than the format', () => {
    expect(checkDefinition(range('week', { months: 6 }), 'inline.json').map(formatProblem)).toEqual(['inline.json:/properties/F:T/x-maxPeriods: months need format month, not week']);
    const single = { $schema: '../meta/definition.schema.json', type: 'object', properties: { M: { type: 'string', format: 'month', 'x-maxPeriods': { months: 6 } } } };
    expect(checkDefinition(single, 'inline.json').map(formatProblem)).toEqual(['inline.json:/properties/M/x-maxPeriods: x-maxPeriods only applies to a range (A:B)']);
  });
});
