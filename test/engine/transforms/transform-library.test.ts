import { describe, expect, it } from 'vitest';
import { applyTransforms } from '../../../engine/transforms/apply-transforms';
import { type ParamEntry, transformLibrary } from '../../../engine/transforms/transform-library';
import { readShape, unreadableShape } from '../../../engine/transforms/value-shape';
import type { TransformJson } from '@ombudsportalen/engine';

// Each op of the transform library on its own, its defaults and edges, and the shapes the server reads values back by.
const run = (transforms: TransformJson[], params: ParamEntry[], visible: Record<string, unknown> = {}) => applyTransforms(transforms, params, visible);
const one = (name: string, ...values: ParamEntry['values']): ParamEntry => ({ name, values });

describe('text steps', () => {
  it('change only the named parameters and only their strings (numbers and booleans pass)', () => {
    expect(run([{ op: 'upperCase', params: ['A'] }], [one('A', 'åsa', 7, true), one('B', 'x')]).params).toStrictEqual([one('A', 'ÅSA', 7, true), one('B', 'x')]);
    expect(run([{ op: 'upperCase' }], [one('A', 'x')]).params).toStrictEqual([one('A', 'x')]);
  });

  it('dropLeading drops count characters (none without a count); removeChars each listed character (none without chars)', () => {
    expect(run([{ op: 'dropLeading', params: ['A'], count: 3 }], [one('A', 'abcdef')]).params).toStrictEqual([one('A', 'def')]);
    expect(run([{ op: 'dropLeading', params: ['A'] }], [one('A', 'abc')]).params).toStrictEqual([one('A', 'abc')]);
    expect(run([{ op: 'removeChars', params: ['A'], chars: '-/' }], [one('A', '2024-03/01')]).params).toStrictEqual([one('A', '20240301')]);
    expect(run([{ op: 'removeChars', params: ['A'] }], [one('A', 'a-b')]).params).toStrictEqual([one('A', 'a-b')]);
  });

  it('replace replaces every occurrence; without a replacement it removes the search text', () => {
    expect(run([{ op: 'replace', params: ['A'], search: 'Ö', replacement: 'O' }], [one('A', 'ÖÖx')]).params).toStrictEqual([one('A', 'OOx')]);
    expect(run([{ op: 'replace', params: ['A'], search: '-' }], [one('A', 'a-b-c')]).params).toStrictEqual([one('A', 'abc')]);
  });

  it('a value emptied by a step is dropped like an unset one', () => {
    expect(run([{ op: 'dropLeading', params: ['A'], count: 9 }], [one('A', 'abc'), one('B', 'x')]).params).toStrictEqual([one('B', 'x')]);
  });

  it('a step whose when fails is skipped; an unknown op throws', () => {
    const when = { op: 'equals', field: 'K', value: 'y' } as const;
    expect(run([{ op: 'upperCase', params: ['A'], when }], [one('A', 'a')], { K: 'n' }).params).toStrictEqual([one('A', 'a')]);
    expect(run([{ op: 'upperCase', params: ['A'], when }], [one('A', 'a')], { K: 'y' }).params).toStrictEqual([one('A', 'A')]);
    expect(() => run([{ op: 'reverse', params: ['A'] }], [one('A', 'a')])).toThrow('unknown transform "reverse"');
  });

  it('their inverses read a sent text back', () => {
    const text = (t: TransformJson) => transformLibrary[t.op]!.inverse!.text!(t);
    expect(text({ op: 'upperCase' })!('ÅSA')).toBe('åsa');
    expect(text({ op: 'lowerCase' })!('åsa')).toBe('ÅSA');
    expect(text({ op: 'replace', search: 'Ö', replacement: 'O' })!('OvrigtO')).toBe('ÖvrigtÖ');
    expect(text({ op: 'replace', search: 'Ö', replacement: '' })).toBeUndefined();
    expect(text({ op: 'replace', search: 'Ö' })).toBeUndefined();
  });
});

describe('steps that add parameters', () => {
  it('copy appends or overwrites the target with a copy of the source values', () => {
    const state = run([{ op: 'copy', from: 'A', to: 'B' }], [one('A', 'x', 'y')]);
    expect(state.params).toStrictEqual([one('A', 'x', 'y'), one('B', 'x', 'y')]);
    state.params[1]!.values.push('z');
    expect(state.params[0]!.values).toStrictEqual(['x', 'y']);
    expect(run([{ op: 'copy', from: 'A', to: 'B' }], [one('B', 'old'), one('A', 'x')]).params).toStrictEqual([one('B', 'x'), one('A', 'x')]);
  });

  it('rolesFromFlag sets a list from a ticked or unticked box, replacing one already there', () => {
    const t: TransformJson = { op: 'rolesFromFlag', from: 'F', to: 'roles', whenTrue: ['SALJPLUS'], whenFalse: ['SALJARE'] };
    expect(run([t], [one('F', true)]).params).toStrictEqual([one('F', true), { name: 'roles', values: ['SALJPLUS'], list: true }]);
    expect(run([t], [one('F', false)]).params).toStrictEqual([one('F', false), { name: 'roles', values: ['SALJARE'], list: true }]);
    expect(run([t], [one('F', 'true')]).params).toStrictEqual([one('F', 'true'), { name: 'roles', values: ['SALJARE'], list: true }]);
    expect(run([t], [{ name: 'roles', values: ['X'], list: true }, one('F', true)]).params).toStrictEqual([{ name: 'roles', values: ['SALJPLUS'], list: true }, one('F', true)]);
    expect(run([{ op: 'rolesFromFlag', from: 'F', to: 'roles', whenTrue: ['A'] }], [one('F', false)]).params).toStrictEqual([one('F', false)]);
  });

  it('setList sets fixed strings', () => {
    expect(run([{ op: 'setList', to: 'roles', values: ['EKONOMI'] }], []).params).toStrictEqual([{ name: 'roles', values: ['EKONOMI'], list: true }]);
    expect(transformLibrary.setList!.adds({ op: 'setList', to: 'roles' })).toStrictEqual(['roles']);
    expect(transformLibrary.copy!.reads({ op: 'copy', from: 'A', to: 'B' })).toStrictEqual(['A']);
  });

  it('splitYearWeek needs at least yyv', () => {
    expect(run([{ op: 'splitYearWeek', param: 'W' }], [one('W', '249')]).body).toStrictEqual({ year: '24', week: '9' });
    expect(run([{ op: 'splitYearWeek', param: 'W' }], [one('W', '24')]).body).toStrictEqual({});
    expect(run([{ op: 'splitYearWeek', param: 'W' }], [one('W', 2409)]).body).toStrictEqual({});
  });
});

describe('shapes', () => {
  it('reads a sent text by the shape the steps produced, into the field shape', () => {
    expect(readShape('240301', 'yyMMdd', 'yyyy-MM-dd')).toBe('2024-03-01');
    expect(readShape('2024/03/01', 'yyyy/MM/dd', 'yyyy-MM-dd')).toBe('2024-03-01');
    expect(readShape('03.2024', 'MM.yyyy', 'yyMM')).toBe('2403');
    expect(readShape('2409', 'yyww', 'yyww')).toBe('2409');
  });

  it('refuses a text of another shape (anchored, literal characters literal)', () => {
    for (const sent of ['2403011', 'x240301', '24030', '24-03-01']) expect(readShape(sent, 'yyMMdd', 'yyyy-MM-dd'), sent).toBeUndefined();
    expect(readShape('2024x03x01', 'yyyy.MM.dd', 'yyyy-MM-dd')).toBeUndefined();
    expect(readShape('2403', 'yyMM', 'yyyy-MM-dd')).toBeUndefined(); // the day was lost
    expect(readShape('24', 'y', 'yy')).toBeUndefined();
  });

  it('says why a produced shape cannot be read back', () => {
    expect(unreadableShape('yyMMdd', 'yyyy-MM-dd')).toBeUndefined();
    expect(unreadableShape('y-MM-dd', 'yyyy-MM-dd')).toBe('the shape "y-MM-dd" is not made of whole parts (yyyy, yy, MM, dd, ww)');
    expect(unreadableShape('yyMM', 'yyyy-MM-dd')).toBe('the shape "yyMM" has lost the dd of "yyyy-MM-dd"');
    expect(unreadableShape('yyMMyy', 'yyMM')).toBe('the shape "yyMMyy" names a part twice');
    expect(unreadableShape('yyyyMM', 'yyMM')).toBeUndefined();
  });
});
