import { describe, expect, it } from 'vitest';
// Through the Node entry, which installs RE2.
import { MAX_PATTERN_INPUT, MAX_PATTERN_LENGTH } from '@ombudsportalen/engine';
import { testEngine } from '../../setup-engine';

const { patternProblem, safePattern } = testEngine;

// Patterns from data run on RE2 with bounded pattern and input lengths (no timing here: test/engine/templates has those).
describe('safePattern', () => {
  it('matches anywhere in the value, as JSON Schema patterns do', () => {
    expect([safePattern('b').test('abc'), safePattern('^b').test('abc'), safePattern('^a.c$').test('abc')]).toStrictEqual([true, false, true]);
  });

  it('fails an input longer than the bound without running the pattern, and passes one at the bound', () => {
    expect(MAX_PATTERN_INPUT).toBe(500);
    expect(safePattern('^a*$').test('a'.repeat(500))).toBe(true);
    expect(safePattern('^a*$').test('a'.repeat(501))).toBe(false);
    expect(safePattern('x').test(`${'a'.repeat(500)}x`)).toBe(false);
  });

  it('compiles each source once and throws the problem of a pattern it cannot run', () => {
    expect(safePattern('^[0-9]+$')).toBe(safePattern('^[0-9]+$'));
    expect(safePattern('^[0-9]+$').source).toBe('^[0-9]+$');
    expect(() => safePattern('(a)\\1')).toThrow(/^the pattern is not supported: /);
    expect(() => safePattern('a'.repeat(501))).toThrow('the pattern is longer than 500 characters');
  });

  it('keeps working past a thousand cached patterns', () => {
    for (let i = 0; i < 1003; i++) expect(safePattern(`^p${i}$`).test(`p${i}`)).toBe(true);
    expect(safePattern('^p0$').test('p0')).toBe(true);
  });
});

describe('patternProblem', () => {
  it('accepts 500 characters and refuses 501; refuses what RE2 cannot run with its reason', () => {
    expect(MAX_PATTERN_LENGTH).toBe(500);
    expect(patternProblem('a'.repeat(500))).toBeUndefined();
    expect(patternProblem('a'.repeat(501))).toBe('the pattern is longer than 500 characters');
    expect(patternProblem('a(?=b)')).toMatch(/^the pattern is not supported: .+/);
    expect(patternProblem('[')).toMatch(/^the pattern is not supported: .+/);
  });
});
