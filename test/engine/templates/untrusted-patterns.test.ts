import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_INPUT } from '@ombudsportalen/engine';
import { ctx, template } from './template-helpers';
import { testEngine } from '../../setup-engine';

const { formFromTemplate, patternProblem, safePattern, validateValues } = testEngine;

// Regexps from data are untrusted (issue 13 item 4): RE2 runs them in linear time, and inputs are bounded. No test here
// times them (issue 23): the answers below only come back at all because RE2 never backtracks (2^59 paths natively).
describe('a pattern from data cannot hang the browser or the server', () => {
  const evil = '^(a+)+$';
  const evilInput = `${'a'.repeat(MAX_PATTERN_INPUT - 1)}!`;

  it('an evil pattern on a long input is answered (RE2: no backtracking)', () => {
    const form = formFromTemplate(template('terminal-parameters.json'),
      [{ name: 'evil.param', value: 'a', defaultValue: 'a', prompt: 'Ond', description: null, regexp: evil }], 't.json');
    const result = validateValues(form.definition, { 'evil.param': evilInput }, ctx);
    expect(result.errors).toStrictEqual([{ field: 'evil.param', message: 'Fältet har fel format', code: 'wrongFormat' }]);
  });

  it('a much longer input is refused by the bound at once', () => {
    const form = formFromTemplate(template('terminal-parameters.json'),
      [{ name: 'evil.param', value: 'a', defaultValue: 'a', prompt: 'Ond', description: null, regexp: evil }], 't.json');
    expect(validateValues(form.definition, { 'evil.param': 'a'.repeat(100_000) }, ctx).valid).toBe(false);
  });


  it('an input longer than the bound fails the pattern without running it', () => {
    expect(safePattern('^a*$').test('a'.repeat(MAX_PATTERN_INPUT))).toBe(true);
    expect(safePattern('^a*$').test('a'.repeat(MAX_PATTERN_INPUT + 1))).toBe(false);
  });

  it('patterns RE2 cannot run (backreferences, lookaround) or too long ones are refused', () => {
    expect(patternProblem('^[0-9]{1,4}$')).toBeUndefined();
    expect(patternProblem('(a)\\1')).toMatch(/not supported/);
    expect(patternProblem('a(?!b)')).toMatch(/not supported/);
    expect(patternProblem('a'.repeat(501))).toMatch(/longer than 500/);
  });
});
