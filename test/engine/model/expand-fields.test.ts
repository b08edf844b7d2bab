import { describe, expect, it } from 'vitest';
import type { DefinitionJson, FieldJson } from '@ombudsportalen/engine';
import * as expandFieldsModule from '../../../engine/model/expand-fields';
import { inTestEngine } from '../../setup-engine';

const { dependencyOrder, expandFields, optionModel, pointerToken, rangeNames } = inTestEngine(expandFieldsModule);

const json = (properties: Record<string, FieldJson>, required?: string[]): DefinitionJson =>
  ({ $schema: '../meta/definition.schema.json', type: 'object', properties, ...(required ? { required } : {}) }) as DefinitionJson;

describe('expandFields', () => {
  it('a plain property is one field: its name, parameter, pointer, label and flags', () => {
    const schema: FieldJson = { type: 'string', title: 'Namn', 'x-param': 'P_NAMN', 'x-submit': false, readOnly: true, 'x-visibleTo': { roles: ['ADMIN'] }, 'x-condition': { op: 'set', field: 'b' } };
    expect(expandFields(json({ 'a/b~c': schema, plain: { type: 'string' } }, ['a/b~c']))).toStrictEqual([
      {
        name: 'a/b~c', param: 'P_NAMN', property: 'a/b~c', pointer: '/properties/a~1b~0c', schema, label: 'Namn', required: true, submit: false, readOnly: true,
        condition: { op: 'set', field: 'b' }, visibleTo: { roles: ['ADMIN'] },
      },
      { name: 'plain', param: 'plain', property: 'plain', pointer: '/properties/plain', schema: { type: 'string' }, label: 'plain', required: false, submit: true, readOnly: false },
    ]);
  });

  it('a period field carries its unit, a field with options value + label options', () => {
    const [week, pick] = expandFields(json({ w: { type: 'string', format: 'week' }, o: { type: 'string', 'x-options': ['A', { value: 2, label: 'Två' }, { value: 3 }] as FieldJson['x-options'] } }));
    expect(week?.unit).toBe('week');
    expect(pick?.options).toStrictEqual([{ value: 'A', label: 'A' }, { value: 2, label: 'Två' }, { value: 3, label: '3' }]);
    expect(pick).not.toHaveProperty('unit');
  });

  it('a range property is two fields named by its ends; the parameter splits the same way, titles from x-rangeTitles or the catalogue', () => {
    const schema: FieldJson = { type: 'string', format: 'date', title: 'Period', 'x-param': 'P_FOM:P_TOM', 'x-rangeTitles': ['Första', 'Sista'] };
    const [from, to] = expandFields(json({ 'F:T': schema }, ['F:T']));
    expect(from).toStrictEqual({
      name: 'F', param: 'P_FOM', property: 'F:T', pointer: '/properties/F:T', schema, label: 'Första', required: true, submit: true, readOnly: false, unit: 'date',
      range: { name: 'F:T', end: 'from', from: 'F', to: 'T', title: 'Period' },
    });
    expect(to).toMatchObject({ name: 'T', param: 'P_TOM', label: 'Sista', range: { name: 'F:T', end: 'to', from: 'F', to: 'T', title: 'Period' } });
    const [plainFrom, plainTo] = expandFields(json({ 'A:B': { type: 'string', format: 'date', 'x-param': 'ONE' } }));
    expect([plainFrom?.param, plainTo?.param, plainFrom?.label, plainTo?.label]).toStrictEqual(['A', 'B', 'Från och med', 'Till och med']);
    expect(plainFrom?.range).toStrictEqual({ name: 'A:B', end: 'from', from: 'A', to: 'B' });
  });
});

describe('helpers', () => {
  it('escapes JSON-pointer tokens, splits only A:B, and gives a plain option its own label', () => {
    expect(pointerToken('~/~1')).toBe('~0~1~01');
    expect([rangeNames('A:B'), rangeNames('A'), rangeNames('A:B:C'), rangeNames(':B')]).toStrictEqual([['A', 'B'], undefined, undefined, ['', 'B']]);
    expect([optionModel('x'), optionModel(4 as unknown as string), optionModel({ value: true } as never)]).toStrictEqual([
      { value: 'x', label: 'x' }, { value: 4, label: 4 }, { label: 'true', value: true },
    ]);
  });
});

describe('dependencyOrder', () => {
  const fields = (props: Record<string, FieldJson>) => expandFields(json(props));
  const names = (r: { order: { name: string }[] }) => r.order.map((f) => f.name);

  it('puts every condition’s fields before it, declaration order otherwise; fields a condition names but that do not exist are skipped', () => {
    const r = dependencyOrder(fields({
      c: { type: 'string', 'x-condition': { op: 'all', conditions: [{ op: 'set', field: 'b' }, { op: 'not', condition: { op: 'equals', field: 'a', value: 1 } }] } },
      b: { type: 'string', 'x-condition': { op: 'set', field: 'ghost' } },
      a: { type: 'string' },
      d: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
    }));
    expect(r).not.toHaveProperty('cycle');
    expect(names(r)).toStrictEqual(['b', 'a', 'c', 'd']);
  });

  it('names the fields on a cycle, starting where it closes', () => {
    const r = dependencyOrder(fields({
      x: { type: 'string' },
      a: { type: 'string', 'x-condition': { op: 'set', field: 'b' } },
      b: { type: 'string', 'x-condition': { op: 'any', conditions: [{ op: 'set', field: 'x' }, { op: 'oneOf', field: 'c', values: [1] }] } },
      c: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
    }));
    expect(r.cycle).toStrictEqual(['a', 'b', 'c', 'a']);
    expect(names(r)).toStrictEqual(['x', 'c', 'b', 'a']);
    // reached from a field outside it, the cycle still starts where it closes
    const late = dependencyOrder(fields({
      p: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
      a: { type: 'string', 'x-condition': { op: 'set', field: 'b' } },
      b: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
    }));
    expect(late.cycle).toStrictEqual(['a', 'b', 'a']);
  });
});
