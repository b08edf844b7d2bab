import { describe, expect, it } from 'vitest';
import * as safePatternModule from '../../../engine/validation/safe-pattern';
import { createEngine, nodeCompilers } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';
import { inTestEngine } from '../../setup-engine';

const { safePattern } = inTestEngine(safePatternModule);

// Patterns come from data, so the compiled ones are kept in a bounded cache: 1,001 at most, then it starts over.
describe('the pattern cache', () => {
  it('keeps 1,001 compiled patterns and is emptied when one more comes', () => {
    // The worker's other files share the cache: fill it until it has just been emptied (the marker is compiled anew).
    const marker = safePattern('^marker$');
    for (let i = 0; safePattern('^marker$') === marker; i++) safePattern(`^warm${i}$`);
    // It holds 2 now: the last warm pattern and the new marker.
    const first = safePattern('^p0$');
    for (let i = 1; i <= 998; i++) safePattern(`^p${i}$`);
    expect(safePattern('^p0$')).toBe(first); // 1,001 kept
    safePattern('^p999$');
    const again = safePattern('^p0$');
    expect(again).not.toBe(first);
    expect(again.test('p0')).toBe(true);
  });
});

// The server checks every outlet's terminal parameters at start: 3,000 outlets share a few patterns.
describe('checking a pattern', () => {
  it('compiles each source once, whether it is checked or used', () => {
    const compilers = nodeCompilers();
    const re2 = compilers.patterns!;
    const compiledSources: string[] = [];
    const counting = Object.assign(Object.create(re2) as typeof re2, { compile: (source: string) => { compiledSources.push(source); return re2.compile(source); } });
    const engine = createEngine({ ...PORTAL_ENGINE_OPTIONS, compilers: { ...compilers, patterns: counting } });
    expect([engine.patternProblem('^[0-9]{4}$'), engine.patternProblem('^[0-9]{4}$'), engine.safePattern('^[0-9]{4}$').test('2024')]).toStrictEqual([undefined, undefined, true]);
    expect(compiledSources).toStrictEqual(['^[0-9]{4}$']);
    expect(engine.patternProblem('(a)\\1')).toMatch(/^the pattern is not supported: /);
  });
});
