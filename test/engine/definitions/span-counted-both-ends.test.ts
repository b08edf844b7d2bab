// A span limit on a week, month or year range counts both ends (as day ranges do): "at most 6 months" admits
// 2601–2606 and refuses 2601–2607, and the message names the same number the definition gives.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@ombudsportalen/engine';
import { ctx, define } from './helpers';
import { testEngine } from '../../setup-engine';

const { checkDefinition, validateValues } = testEngine;

const spanErrors = (format: string, maxSpan: Record<string, number>, from: string, to: string) =>
  validateValues(define({ 'F:T': { type: 'string', format, 'x-maxSpan': maxSpan } as never }, { required: ['F:T'] }), { F: from, T: to }, ctx()).errors.map((e) => `${e.field}: ${e.message}`);

describe('x-maxSpan counts both ends for weeks, months and years', () => {
  it('months: January to June is 6 and passes; January to July is 7 and fails naming six', () => {
    expect(spanErrors('month', { months: 6 }, '2401', '2406')).toStrictEqual([]);
    expect(spanErrors('month', { months: 6 }, '2401', '2407')).toStrictEqual(['T: Det valda intervallet av månader är större än sex. Använd år istället.']);
    expect(spanErrors('month', { months: 6 }, '2310', '2403')).toStrictEqual([]);
  });

  it('weeks: one week is the same week at both ends; week 53 of 2020 counts', () => {
    expect(spanErrors('week', { weeks: 1 }, '2410', '2410')).toStrictEqual([]);
    expect(spanErrors('week', { weeks: 1 }, '2410', '2411')).toStrictEqual(['T: Skillnaden i veckor får inte vara mer än 1 veckor.']);
    expect(spanErrors('week', { weeks: 4 }, '2052', '2102')).toStrictEqual([]);
    expect(spanErrors('week', { weeks: 4 }, '2051', '2102')).toStrictEqual(['T: Skillnaden i veckor får inte vara mer än 4 veckor.']);
  });

  it('years (new unit): 2023–2024 is 2 years; 2022–2024 is 3', () => {
    expect(spanErrors('year', { years: 2 }, '2023', '2024')).toStrictEqual([]);
    expect(spanErrors('year', { years: 2 }, '2022', '2024')).toStrictEqual(['T: Skillnaden i år får inte vara mer än 2 år.']);
  });

  it('check refuses a years span on a month range', () => {
    const json = { $schema: '../meta/definition.schema.json', type: 'object', properties: { 'F:T': { type: 'string', format: 'month', 'x-maxSpan': { years: 1 } } } };
    expect(checkDefinition(json, 'inline.json').map(formatProblem)).toStrictEqual(['inline.json:/properties/F:T/x-maxSpan: years spans need format year, not month']);
  });
});
