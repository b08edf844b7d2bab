import { describe, expect, it } from 'vitest';
import type { TransformJson } from '@ombudsportalen/engine';
import { applyTransforms } from '../../../engine/transforms/apply-transforms';
import { type ParamEntry, transformLibrary } from '../../../engine/transforms/transform-library';

// What each op reads and adds (the checks build on it), with and without its arguments, and the defaults it falls back on.
const op = (name: string) => transformLibrary[name]!;
const one = (name: string, ...values: ParamEntry['values']): ParamEntry => ({ name, values });

describe('reads and adds of every op', () => {
  it('with their arguments', () => {
    const io = (t: TransformJson) => [op(t.op).reads(t), op(t.op).adds(t)];
    expect(io({ op: 'upperCase', params: ['A', 'B'] })).toStrictEqual([['A', 'B'], []]);
    expect(io({ op: 'copy', from: 'A', to: 'B' })).toStrictEqual([['A'], ['B']]);
    expect(io({ op: 'rolesFromFlag', from: 'F', to: 'roles', whenTrue: ['X'] })).toStrictEqual([['F'], ['roles']]);
    expect(io({ op: 'setList', to: 'roles', values: ['X'] })).toStrictEqual([[], ['roles']]);
    expect(io({ op: 'splitYearWeek', param: 'W' })).toStrictEqual([['W'], []]);
  });

  it('without them: no parameters, or the empty name', () => {
    const io = (name: string) => [op(name).reads({ op: name }), op(name).adds({ op: name })];
    expect(['dropLeading', 'removeChars', 'replace', 'upperCase', 'lowerCase'].map(io)).toStrictEqual(Array.from({ length: 5 }, () => [[], []]));
    expect(['copy', 'rolesFromFlag', 'setList', 'splitYearWeek'].map(io)).toStrictEqual([[[''], ['']], [[''], ['']], [[], ['']], [[''], []]]);
  });
});

describe('defaults when applied', () => {
  it('copy, rolesFromFlag and setList without a target write the empty name; setList without values sends nothing', () => {
    expect(applyTransforms([{ op: 'copy', from: 'A' }], [one('A', 'x')], {}).params).toStrictEqual([one('A', 'x'), one('', 'x')]);
    expect(applyTransforms([{ op: 'rolesFromFlag', from: 'F', whenTrue: ['X'] }], [one('F', true)], {}).params)
      .toStrictEqual([one('F', true), { name: '', values: ['X'], list: true }]);
    expect(applyTransforms([{ op: 'setList', values: ['E'] }], [], {}).params).toStrictEqual([{ name: '', values: ['E'], list: true }]);
    expect(applyTransforms([{ op: 'setList', to: 'roles' }], [], {}).params).toStrictEqual([]);
  });

  it('splitYearWeek reads the named parameter, not the first one', () => {
    expect(applyTransforms([{ op: 'splitYearWeek', param: 'W' }], [one('X', '2301'), one('W', '2409')], {}).body).toStrictEqual({ year: '24', week: '09' });
  });

  it('removeChars without chars leaves a shape as it is', () => {
    expect(op('removeChars').inverse!.format!({ op: 'removeChars' }, 'yyyy-MM-dd')).toBe('yyyy-MM-dd');
    expect(op('removeChars').inverse!.format!({ op: 'removeChars', chars: '-' }, 'yyyy-MM-dd')).toBe('yyyyMMdd');
  });
});
