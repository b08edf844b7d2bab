import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_INPUT, formFromTemplate, patternProblem, safePattern, validateValues } from '../../../engine/index';
import { ctx, template } from './template-helpers';

// Regexps from data are untrusted (issue 13 item 4): RE2 runs them in linear time, and inputs are bounded.
describe('a pattern from data cannot hang the browser or the server', () => {
  const evil = '^(a+)+$';
  const evilInput = `${'a'.repeat(MAX_PATTERN_INPUT - 1)}!`;

  it('an evil pattern on a long input is answered in under 100 ms', () => {
    const form = formFromTemplate(template('terminal-parameters.json'),
      [{ name: 'evil.param', value: 'a', defaultValue: 'a', prompt: 'Ond', description: null, regexp: evil }], 't.json');
    const started = performance.now();
    const result = validateValues(form.definition, { 'evil.param': evilInput }, ctx);
    const elapsed = performance.now() - started;
    expect(result.errors).toStrictEqual([{ field: 'evil.param', message: 'Fältet har fel format', code: 'wrongFormat' }]);
    expect(elapsed).toBeLessThan(100);
  });

  it('a much longer input is refused by the bound at once', () => {
    const form = formFromTemplate(template('terminal-parameters.json'),
      [{ name: 'evil.param', value: 'a', defaultValue: 'a', prompt: 'Ond', description: null, regexp: evil }], 't.json');
    const started = performance.now();
    expect(validateValues(form.definition, { 'evil.param': 'a'.repeat(100_000) }, ctx).valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('the same pattern with the native backtracking engine would take far longer (what the test guards against)', () => {
    const native = new RegExp(evil);
    const started = performance.now();
    native.test(`${'a'.repeat(22)}!`); // 2^22 paths: already slow at 23 characters
    expect(performance.now() - started).toBeGreaterThan(safeTime(evil, `${'a'.repeat(22)}!`));
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

function safeTime(pattern: string, input: string): number {
  const started = performance.now();
  safePattern(pattern).test(input);
  return performance.now() - started;
}
