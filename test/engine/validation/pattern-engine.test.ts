import { describe, expect, it, vi } from 'vitest';
// Imported once when the file loads, not re-imported inside a test: a fresh import of the whole engine inside a test
// made every module-level table of the engine "covered" by that one test, and Stryker then judged the mutants of the
// format regexps, the keyword table and the SQL guard's words by that test alone (docs/testing.md, Mutation testing).
import * as nodeEntry from '../../../engine/index';

// RE2 (re2js) reaches the browser only with the list forms (issue 16 item 1): safe-pattern holds no static import of
// it; Node installs it with installNodeCompilers(), the SPA awaits loadPatternEngine beside the first list.
const NOT_LOADED = 'a pattern from data needs RE2: await loadPatternEngine() first (Node: installNodeCompilers())';

async function freshSafePattern() {
  vi.resetModules();
  return import('../../../engine/validation/safe-pattern');
}

describe('the pattern engine comes on demand', () => {
  it('before loadPatternEngine a pattern is refused as a programming error, not judged a bad pattern', async () => {
    const { patternProblem, safePattern } = await freshSafePattern();
    expect(() => patternProblem('^[0-9]{4}$')).toThrow(NOT_LOADED);
    expect(() => safePattern('^[0-9]{4}$')).toThrow(NOT_LOADED);
    // The length bound needs no engine.
    expect(patternProblem('a'.repeat(501))).toBe('the pattern is longer than 500 characters');
  });

  it('after loadPatternEngine (twice: idempotent) RE2 judges and runs patterns', async () => {
    const { loadPatternEngine, patternProblem, safePattern } = await freshSafePattern();
    await loadPatternEngine();
    await loadPatternEngine();
    expect(patternProblem('^[0-9]{4}$')).toBeUndefined();
    expect(patternProblem('^(a)\\1$')).toMatch(/^the pattern is not supported: /);
    expect(safePattern('^[0-9]{4}$').test('2024')).toBe(true);
    expect(safePattern('^[0-9]{4}$').test('202')).toBe(false);
  });

  it('in Node, with the compilers installed at start (test/setup-engine.ts), RE2 judges and runs patterns', () => {
    const { patternProblem, safePattern } = nodeEntry;
    expect(patternProblem('^(a)\\1$')).toMatch(/^the pattern is not supported: /);
    expect(safePattern('^(a+)+$').test('aaa')).toBe(true);
  });
});
