import { describe, expect, it } from 'vitest';
import { createEngine as createBrowserEngine } from '@ombudsportalen/engine/browser';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';
import { testEngine } from '../../setup-engine';

// RE2 (re2js) reaches the browser only with the list forms (issue 16 item 1): safe-pattern holds no static import of
// it; a Node engine has it from nodeCompilers(), the SPA's engine awaits loadPatternEngine beside the first list.
const NOT_LOADED = 'a pattern from data needs RE2: await engine.loadPatternEngine() first (Node: nodeCompilers())';

describe('the pattern engine comes on demand', () => {
  it('before loadPatternEngine a pattern is refused as a programming error, not judged a bad pattern', () => {
    const { patternProblem, safePattern } = createBrowserEngine({ vocabulary: PORTAL_VOCABULARY });
    expect(() => patternProblem('^[0-9]{4}$')).toThrow(NOT_LOADED);
    expect(() => safePattern('^[0-9]{4}$')).toThrow(NOT_LOADED);
    // The length bound needs no engine.
    expect(patternProblem('a'.repeat(501))).toBe('the pattern is longer than 500 characters');
  });

  it('after loadPatternEngine (twice: idempotent) RE2 judges and runs patterns, in that engine only', async () => {
    const engine = createBrowserEngine({ vocabulary: PORTAL_VOCABULARY });
    await engine.loadPatternEngine();
    await engine.loadPatternEngine();
    expect(engine.patternProblem('^[0-9]{4}$')).toBeUndefined();
    expect(engine.patternProblem('^(a)\\1$')).toMatch(/^the pattern is not supported: /);
    expect(engine.safePattern('^[0-9]{4}$').test('2024')).toBe(true);
    expect(engine.safePattern('^[0-9]{4}$').test('202')).toBe(false);
    // Nothing was installed: another browser engine has no RE2 until it loads its own.
    expect(() => createBrowserEngine({ vocabulary: PORTAL_VOCABULARY }).patternProblem('^[0-9]{4}$')).toThrow(NOT_LOADED);
  });

  it('a Node engine has RE2 from the start', () => {
    const { patternProblem, safePattern } = testEngine;
    expect(patternProblem('^(a)\\1$')).toMatch(/^the pattern is not supported: /);
    expect(safePattern('^(a+)+$').test('aaa')).toBe(true);
  });
});
