import { describe, expect, it } from 'vitest';
import type { FieldVariant } from '@ombudsportalen/engine';
import { DefinitionError, type FormTemplateJson } from '@ombudsportalen/engine';
import { decodeListBody } from '../../../engine/payload/list-payload';
import { testEngine } from '../../setup-engine';

const { buildListPayload, definitionJsonFromTemplate, formFromTemplate, templateItems } = testEngine;

// A small template: items named by `id`, sent as `code`, with variants chosen by `kind`.
function small(over: Partial<FormTemplateJson> = {}): FormTemplateJson {
  return {
    $schema: '../../meta/form-template.schema.json',
    title: 'Lista',
    maxItems: 3,
    item: { name: { $from: 'id' }, param: { $from: 'code' }, value: ['value', 'fallback'] },
    fields: [
      { when: { property: 'kind', in: ['flag'] }, field: { type: 'boolean', title: { $text: 'Flagga {id} {missing}' } } },
      { when: { property: 'choices', nonEmpty: true }, required: true, field: { type: 'string', 'x-options': { $options: 'choices', value: 'v', label: 'l' } } },
      { when: { property: 'kind', in: ['count', 7] }, field: { type: 'integer', maximum: { $from: 'max', $atMost: 10 }, 'x-messages': { maximum: 'maxDays' } } },
      { field: { type: 'string', title: { $from: 'label' }, minLength: 1 } },
    ],
    payload: { list: 'rows', key: 'code', value: 'value', unset: 'skip' },
    ...over,
  };
}

const problems = (template: FormTemplateJson, list: unknown[]) => {
  try {
    definitionJsonFromTemplate(template, list, 't.json');
  } catch (error) {
    return (error as DefinitionError).problems;
  }
  return [];
};

describe('definitionJsonFromTemplate', () => {
  it('builds one field per item from its first matching variant, only set keywords, x-param when it differs', () => {
    const { json, initialValues } = definitionJsonFromTemplate(small(), [
      { id: 'f', code: 'f', kind: 'flag', value: 'false' },
      { id: 'c', code: 'C1', kind: 'count', max: 4, value: '', fallback: '3' },
      { id: 's', code: 'S1', choices: [{ v: 1, l: 'Ett' }, { v: 2 }, 'junk'], value: 2 },
    ], 't.json');
    expect(json).toStrictEqual({
      $schema: '../meta/definition.schema.json',
      title: 'Lista',
      type: 'object',
      properties: {
        f: { type: 'boolean', title: 'Flagga f ' },
        c: { type: 'integer', maximum: 4, 'x-messages': { maximum: 'maxDays' }, 'x-param': 'C1' },
        s: { type: 'string', 'x-options': [{ value: 1, label: 'Ett' }, { value: 2, label: '' }], 'x-param': 'S1' },
      },
      required: ['s'],
    });
    expect(initialValues).toStrictEqual({ f: false, c: 3, s: '2' });
  });

  it('caps a number at $atMost, leaves out a keyword whose property is unset, and matches `in` by value', () => {
    const { json } = definitionJsonFromTemplate(small({ maxItems: 10 }), [
      { id: 'big', code: 'big', kind: 7, max: 50 },
      { id: 'none', code: 'none', kind: 'count', max: null },
      { id: 'text', code: 'text', kind: 'count', max: '50' },
      { id: 'other', code: 'other', kind: 'flagga', label: '' },
    ], 't.json');
    expect(json.properties).toStrictEqual({
      big: { type: 'integer', maximum: 10, 'x-messages': { maximum: 'maxDays' } },
      none: { type: 'integer', 'x-messages': { maximum: 'maxDays' } },
      text: { type: 'integer', maximum: '50', 'x-messages': { maximum: 'maxDays' } },
      other: { type: 'string', minLength: 1 },
    });
    expect(json).not.toHaveProperty('required');
  });

  it('copies literals as they are (null included), reads numbers without a cap as they are, and a $text name may come out empty', () => {
    const template = small({ item: { name: { $text: '{id}' }, value: ['value', 'fallback'] }, fields: [{ field: { type: 'integer', minimum: { $from: 'min' }, default: null } as never }] });
    expect(definitionJsonFromTemplate(template, [{ id: 'a', min: 2, fallback: 5 }], 't.json')).toStrictEqual({
      json: { $schema: '../meta/definition.schema.json', title: 'Lista', type: 'object', properties: { a: { type: 'integer', minimum: 2, default: null } } },
      initialValues: { a: 5 },
    });
    expect(problems(template, [{ min: 1 }])).toStrictEqual([{ file: 't.json', pointer: '/items/0', message: 'item has no name' }]);
  });

  it('a $options property that is not a list gives only the fixed first choices', () => {
    const template = small({ fields: [{ field: { type: 'integer', 'x-options': { $options: 'sizes', value: 'v', label: 'l', first: [{ value: 0, label: 'Ingen' }] } } }] });
    expect(definitionJsonFromTemplate(template, [{ id: 'a', code: 'a', sizes: 'S' }], 't.json').json.properties).toStrictEqual({
      a: { type: 'integer', 'x-options': [{ value: 0, label: 'Ingen' }] },
    });
    const none = small({ fields: [{ field: { type: 'integer', 'x-options': { $options: 'sizes', value: 'v', label: 'l' } } }] });
    expect(definitionJsonFromTemplate(none, [{ id: 'a', code: 'a', sizes: [{ v: 3, l: 'Tre' }] }], 't.json').json.properties)
      .toStrictEqual({ a: { type: 'integer', 'x-options': [{ value: 3, label: 'Tre' }] } });
  });

  it('start values take the field’s type; what does not fit it is unset', () => {
    const template = small({ maxItems: 20, fields: [
      { when: { property: 'kind', in: ['b'] }, field: { type: 'boolean' } },
      { when: { property: 'kind', in: ['n'] }, field: { type: 'number' } },
      { field: { type: 'string' } },
    ] });
    const { initialValues } = definitionJsonFromTemplate(template, [
      { id: 'b1', code: 'b1', kind: 'b', value: true },
      { id: 'b2', code: 'b2', kind: 'b', value: 'true' },
      { id: 'b3', code: 'b3', kind: 'b', value: false },
      { id: 'b4', code: 'b4', kind: 'b', value: 'ja' },
      { id: 'n1', code: 'n1', kind: 'n', value: 2.5 },
      { id: 'n2', code: 'n2', kind: 'n', value: ' ' },
      { id: 'n3', code: 'n3', kind: 'n', value: 'tolv' },
      { id: 'n4', code: 'n4', kind: 'n', value: true },
      { id: 's1', code: 's1', value: 12 },
      { id: 's2', code: 's2', value: { a: 1 } },
      { id: 's3', code: 's3', value: null, fallback: 'reserv' },
      { id: 's4', code: 's4', fallback: 'bara reserv' },
    ], 't.json');
    expect(initialValues).toStrictEqual({ b1: true, b2: true, b3: false, n1: 2.5, s1: '12', s3: 'reserv', s4: 'bara reserv' });
  });

  it('names every bad item by its index: no name, a long or reserved name, a duplicate, no variant, a pattern RE2 cannot run', () => {
    const template = small({ maxItems: 20, fields: [{ when: { property: 'kind', in: ['x'] }, field: { type: 'string', pattern: { $from: 'p' } } }] });
    const long = 'n'.repeat(101);
    expect(problems(template, [
      { code: 'a', kind: 'x' }, { id: long, kind: 'x' }, { id: 'constructor', kind: 'x' }, { id: 'prototype', kind: 'x' },
      { id: 'ok', kind: 'x' }, { id: 'ok', kind: 'x' }, { id: 'other', kind: 'y' }, { id: 'bad', kind: 'x', p: '(a)\\1' }, { id: 3, kind: 'x' },
    ])).toStrictEqual([
      { file: 't.json', pointer: '/items/0', message: 'item has no name' },
      { file: 't.json', pointer: '/items/1', message: 'item name is longer than 100 characters' },
      { file: 't.json', pointer: '/items/2', message: 'item name "constructor" is not allowed' },
      { file: 't.json', pointer: '/items/3', message: 'item name "prototype" is not allowed' },
      { file: 't.json', pointer: '/items/5', message: 'item name "ok" is used twice' },
      { file: 't.json', pointer: '/items/6', message: 'no field variant applies to the item' },
      { file: 't.json', pointer: '/items/7/pattern', message: 'the pattern is not supported: error parsing regexp: invalid escape sequence: `\\1`' },
      { file: 't.json', pointer: '/items/8', message: 'item has no name' },
    ]);
    expect(problems(template, [{ id: 'n'.repeat(100), kind: 'x', p: '^[a-z]+$' }])).toStrictEqual([]);
  });

  it('more items than maxItems is one problem, and only the first maxItems are looked at', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { code: 'no name' }];
    expect(problems(small(), items)).toStrictEqual([{ file: 't.json', pointer: '', message: '4 items, at most 3' }]);
    expect(problems(small({ maxItems: 4 }), items)).toStrictEqual([{ file: 't.json', pointer: '/items/3', message: 'item has no name' }]);
  });

  it('copies the form-level keywords the template declares, and only those', () => {
    const template = small({ 'x-requiredMessage': 'requiredShort', 'x-formMessage': 'formInvalid', 'x-visibleTo': { roles: ['OMBMGR'] } });
    expect(definitionJsonFromTemplate(template, [], 't.json').json).toStrictEqual({
      $schema: '../meta/definition.schema.json', title: 'Lista', type: 'object', properties: {},
      'x-requiredMessage': 'requiredShort', 'x-formMessage': 'formInvalid', 'x-visibleTo': { roles: ['OMBMGR'] },
    });
  });
});

describe('grouped lists', () => {
  const grouped = small({ maxItems: 10, groupedBy: { items: 'rows', title: 'name' } });

  it('items of every group in order, marked with the group title; non-objects are dropped', () => {
    expect(templateItems(grouped, [{ name: 'A', rows: [{ id: 'a' }, 'x', [1]] }, 'junk', null, { name: 'B', rows: 'none' }, { name: 'C', rows: [{ id: 'c' }] }]))
      .toStrictEqual([{ id: 'a', $group: 'A' }, { id: 'c', $group: 'C' }]);
    expect(templateItems(small(), [{ id: 'a' }, 1, null, ['b']])).toStrictEqual([{ id: 'a' }]);
  });

  it('lays out one section per run of a group title; items without a title stand outside any section', () => {
    const { json } = definitionJsonFromTemplate(grouped, [
      { name: 'A', rows: [{ id: 'a1' }, { id: 'a2' }] }, { name: 'B', rows: [{ id: 'b1' }] }, { name: '', rows: [{ id: 'u1' }] },
      { rows: [{ id: 'u2' }] }, { name: 'A', rows: [{ id: 'a3' }] },
    ], 't.json');
    expect(json['x-layout']).toStrictEqual([{ title: 'A', fields: ['a1', 'a2'] }, { title: 'B', fields: ['b1'] }, { title: 'A', fields: ['a3'] }]);
    expect(definitionJsonFromTemplate(grouped, [], 't.json').json).not.toHaveProperty('x-layout');
  });
});

describe('formFromTemplate', () => {
  it('checks the built definition against the meta-schema unless told not to (browsers)', () => {
    const odd = small({ fields: [{ field: { type: 'string', 'x-unknown': 1 } as FieldVariant['field'] }] });
    expect(() => formFromTemplate(odd, [{ id: 'a' }], 't.json')).toThrow(DefinitionError);
    expect(formFromTemplate(odd, [{ id: 'a' }], 't.json', { metaCheck: false }).definition.fields.map((f) => f.name)).toStrictEqual(['a']);
  });
});

describe('list payloads', () => {
  const form = () => formFromTemplate(small({ payload: { list: 'rows', key: 'code', value: 'value', unset: '' } }), [
    { id: 'f', code: 'F', kind: 'flag' }, { id: 'c', code: 'C', kind: 'count', max: 9 }, { id: 't', code: 'T', label: 'Text' },
  ], 't.json');

  it('sends an unset field as the template’s unset value, in field order', () => {
    expect(buildListPayload(form().definition, form().template.payload, { c: 4, f: null })).toStrictEqual({
      rows: [{ code: 'F', value: '' }, { code: 'C', value: 4 }, { code: 'T', value: '' }],
    });
    // own keys only: an inherited name is no value
    expect(buildListPayload(form().definition, { list: 'r', key: 'k', value: 'v', unset: 'skip' }, Object.create({ c: 1 }) as Record<string, unknown>)).toStrictEqual({ r: [] });
  });

  it('sends values as text with valueAs "string" and reads numbers and booleans back to their field types', () => {
    const payload = { list: 'rows', key: 'code', value: 'value', valueAs: 'string' as const, unset: 'skip' as const };
    expect(buildListPayload(form().definition, payload, { f: true, c: 4, t: '5' })).toStrictEqual({
      rows: [{ code: 'F', value: 'true' }, { code: 'C', value: '4' }, { code: 'T', value: '5' }],
    });
    const read = (entries: unknown[]) => decodeListBody(form().definition, payload, entries).values;
    expect(read([{ code: 'F', value: 'false' }, { code: 'C', value: '-12.5' }, { code: 'T', value: '5' }])).toStrictEqual({ f: false, c: -12.5, t: '5' });
    expect(read([{ code: 'F', value: 'true' }, { code: 'C', value: '1e3' }])).toStrictEqual({ f: true, c: '1e3' });
    expect(read([{ code: 'C', value: '1234567890123456' }])).toStrictEqual({ c: '1234567890123456' });
    expect(read([{ code: 'C', value: '12.' }])).toStrictEqual({ c: '12.' });
    expect(read([{ code: 'C', value: ' 12' }])).toStrictEqual({ c: ' 12' });
    expect(read([{ code: 'C', value: '12 ' }])).toStrictEqual({ c: '12 ' });
    expect(read([{ code: 'C', value: 7 }, { code: 'F', value: 'TRUE' }])).toStrictEqual({ c: 7, f: 'TRUE' });
    expect(read([{ code: 'C', value: '12' }, { code: 'T', value: ['5'] }])).toStrictEqual({ c: 12, t: ['5'] });
    // a list is not text: it stays a list (and fails validation), even when it reads like a number
    expect(read([{ code: 'C', value: [5] }])).toStrictEqual({ c: [5] });
    const numbers = formFromTemplate(small({ fields: [{ field: { type: 'number' } }] }), [{ id: 'x', code: 'X' }], 't.json').definition;
    expect(decodeListBody(numbers, payload, [{ code: 'X', value: '1.25' }]).values).toStrictEqual({ x: 1.25 });
    // without valueAs the values are taken as sent
    expect(decodeListBody(form().definition, { ...payload, valueAs: undefined }, [{ code: 'C', value: '4' }]).values).toStrictEqual({ c: '4' });
  });

  it('names malformed entries by index and unknown keys by their value or index', () => {
    const payload = form().template.payload;
    expect(decodeListBody(form().definition, payload, [null, [1, 2], { code: 'C' }, { code: 'C', other: 1 }, { value: 1, other: 2 }, { code: 9, value: 1 }, { code: 'Z', value: 1 }]))
      .toStrictEqual({ values: {}, unknown: ['5', 'Z'], malformed: ['0', '1', '2', '3', '4'] });
    // a text entry is malformed even where its characters would read as the key "0" and the value "1"
    expect(decodeListBody(form().definition, { list: 'rows', key: '0', value: '1', unset: 'skip' }, ['CX', 'FX'])).toStrictEqual({ values: {}, unknown: [], malformed: ['0', '1'] });
  });
});
