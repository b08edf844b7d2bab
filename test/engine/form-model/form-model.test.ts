import { describe, expect, it } from 'vitest';
import { type Definition } from '@ombudsportalen/engine';
import { formSections } from '../../../engine/form-model/form-sections';
import { ctx, define } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { fieldOptions, toFormModel } = testEngine;

describe('toFormModel leaves out what a field does not have', () => {
  it('a checkbox: no hint, placeholder, options, range, maxLength, clampAbove or value', () => {
    const def = define({ ok: { type: 'boolean', title: 'OK' } });
    expect(toFormModel(def, {}, ctx()).fields).toStrictEqual([{ name: 'ok', param: 'ok', label: 'OK', widget: 'checkbox', required: false, jsonSchema: { type: 'boolean' } }]);
    expect(toFormModel(def, { ok: false }, ctx()).fields[0]?.value).toBe(false);
  });

  it('a range without a title has ends without one; a number gets the number widget, maxLength 60 and its clamp', () => {
    const def = define({ 'F:T': { type: 'string', format: 'date' }, n: { type: 'number', 'x-clampAbove': 99 }, i: { type: 'integer' } });
    const [from, to, n, i] = toFormModel(def, {}, ctx()).fields;
    expect(from?.range).toStrictEqual({ name: 'F:T', end: 'from', other: 'T' });
    expect(to?.range).toStrictEqual({ name: 'F:T', end: 'to', other: 'F' });
    expect(n).toStrictEqual({ name: 'n', param: 'n', label: 'n', widget: 'number', required: false, jsonSchema: { type: 'number' }, maxLength: 60, clampAbove: 99 });
    expect(i?.widget).toBe('number');
  });

  it('options without x-widget make a select; x-widget wins', () => {
    const def = define({ s: { type: 'string', 'x-options': ['A', 'B'] }, r: { type: 'string', 'x-options': ['A'], 'x-widget': 'radio' } });
    expect(toFormModel(def, {}, ctx()).fields.map((f) => [f.widget, f.options])).toStrictEqual([
      ['select', [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }]], ['radio', [{ value: 'A', label: 'A' }]],
    ]);
  });
});

describe('fieldOptions', () => {
  const def = () => define({ s: { type: 'string', 'x-options': ['A'] }, t: { type: 'string' } });
  it('a field without options has none; an unknown field is a programming error naming the definition', () => {
    expect(fieldOptions(def(), 't', ctx())).toStrictEqual([]);
    expect(() => fieldOptions(def(), 'nope', ctx())).toThrow(new Error('inline.json: no field "nope"'));
  });
});

describe('formSections', () => {
  const laidOut = () => define(
    { a: { type: 'string' }, b: { type: 'string', 'x-condition': { op: 'set', field: 'a' } }, c: { type: 'string', 'x-condition': { op: 'set', field: 'a' } } },
    { 'x-layout': [{ title: 'Ett', fields: ['a'] }, { title: 'Två', fields: ['b'] }, { title: 'Tabell', rows: [{ title: 'R', fields: ['c'] }] }] },
  );

  it('drops a section, and a table, left without a visible field', () => {
    expect(toFormModel(laidOut(), {}, ctx()).sections).toStrictEqual([{ kind: 'fields', title: 'Ett', fields: ['a'] }]);
    expect(formSections(laidOut(), [])).toStrictEqual([]);
  });

  it('a section with neither fields nor rows (the meta-schema refuses it) shows nothing', () => {
    const base = laidOut();
    const odd = { ...base, json: { ...base.json, 'x-layout': [{ title: 'Tom' }] } } as unknown as Definition;
    expect(formSections(odd, ['a'])).toStrictEqual([]);
  });
});
