import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Definition, type DefinitionJson, type FieldJson } from '@ombudsportalen/engine';
import { ROOT, ctx } from './helpers';
import { testEngine } from '../../setup-engine';

const { checkDefinition, loadDefinition, toFormModel } = testEngine;

// x-layout (docs/definitions.md §1): sections under headings, tables of rows; every property in exactly one section.
const text = { type: 'string' } as const;
const json = (properties: Record<string, FieldJson>, layout: unknown): DefinitionJson =>
  ({ $schema: '../meta/definition.schema.json', type: 'object', properties, 'x-layout': layout }) as DefinitionJson;
const problems = (properties: Record<string, FieldJson>, layout: unknown) => checkDefinition(json(properties, layout), 'inline.json').map((p) => `${p.pointer}: ${p.message}`);

describe('checking x-layout', () => {
  it('accepts every property placed once', () => {
    expect(problems({ a: text, b: text, 'F:T': { type: 'string', format: 'date' } }, [{ title: 'X', fields: ['a', 'F:T'] }, { rows: [{ title: 'R', fields: ['b'] }] }])).toStrictEqual([]);
  });

  it('refuses unknown, repeated and missing properties, ranges in tables, rows wider than the columns', () => {
    expect(problems({ a: text, b: text }, [{ fields: ['a', 'zz'] }])).toStrictEqual([
      '/x-layout/0/fields/1: x-layout names unknown property "zz"',
      '/x-layout: property "b" is in no section',
    ]);
    expect(problems({ a: text }, [{ fields: ['a'] }, { fields: ['a'] }])).toStrictEqual(['/x-layout/1/fields/0: "a" is already placed at /x-layout/0/fields/0']);
    expect(problems({ 'F:T': { type: 'string', format: 'date' } }, [{ rows: [{ title: 'R', fields: ['F:T'] }] }])).toStrictEqual(['/x-layout/0/rows/0/fields/0: a range ("F:T") cannot be a table cell']);
    expect(problems({ a: text, b: text }, [{ columns: ['Ett'], rows: [{ title: 'R', fields: ['a', 'b'] }] }])).toStrictEqual(['/x-layout/0/rows/0/fields: a row has 2 fields but the table 1 columns']);
  });

  it('lets a hidden field stay out of the sections', () => {
    expect(problems({ a: text, day: { type: 'string', format: 'date', 'x-widget': 'hidden' } }, [{ fields: ['a'] }])).toStrictEqual([]);
  });

  it('refuses a section with both fields and rows, or neither (meta-schema)', () => {
    expect(problems({ a: text }, [{ title: 'X', fields: ['a'], rows: [{ title: 'R', fields: ['a'] }] }]).length).toBeGreaterThan(0);
    expect(problems({ a: text }, [{ title: 'X' }]).length).toBeGreaterThan(0);
  });
});

describe('the form model of a laid-out form', () => {
  let def: Definition;
  beforeEach(() => {
    def = loadDefinition(
      json(
        { a: text, b: { ...text, 'x-condition': { op: 'set', field: 'a' } }, c: text, d: { ...text, 'x-condition': { op: 'set', field: 'a' } }, 'F:T': { type: 'string', format: 'date' } },
        [{ title: 'Ett', fields: ['F:T', 'a'] }, { title: 'Tabell', columns: ['X', 'Y'], rows: [{ title: 'R1', fields: ['b', 'c'] }, { title: 'R2', fields: ['d'] }] }],
      ),
      'inline.json',
    );
  });

  it('gives the sections over the visible fields; a range gives both ends; rows without a visible field are dropped', () => {
    expect(toFormModel(def, {}, ctx()).sections).toStrictEqual([
      { kind: 'fields', title: 'Ett', fields: ['F', 'T', 'a'] },
      { kind: 'table', title: 'Tabell', columns: ['X', 'Y'], rows: [{ title: 'R1', fields: [null, 'c'] }] },
    ]);
    expect(toFormModel(def, { a: 'x' }, ctx()).sections?.[1]).toStrictEqual({
      kind: 'table', title: 'Tabell', columns: ['X', 'Y'], rows: [{ title: 'R1', fields: ['b', 'c'] }, { title: 'R2', fields: ['d'] }],
    });
  });

  it('has no sections without x-layout', () => {
    const plain = loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', properties: { a: text } }, 'inline.json');
    expect(toFormModel(plain, {}, ctx())).not.toHaveProperty('sections');
  });
});

describe('Butikens uppgifter (issue 10 item 14)', () => {
  let shop: Definition;
  beforeEach(() => {
    shop = loadDefinition(JSON.parse(readFileSync(join(ROOT, 'schemas/forms/shop-details.json'), 'utf8')), 'schemas/forms/shop-details.json');
  });

  it('groups its fields under Kontakt, Öppettider (a week table), Butikens adress, Besöksadress and Fakturaadress', () => {
    const sections = toFormModel(shop, {}, ctx())?.sections ?? [];
    expect(sections.map((s) => s.title)).toStrictEqual(['Kontakt', 'Öppettider', 'Butikens adress', 'Besöksadress', 'Fakturaadress', 'Ekonomirapporter']);
    expect(sections[1]).toStrictEqual({
      kind: 'table', title: 'Öppettider', rows: [
        { title: 'Vardagar', fields: ['weekdayOpening', 'weekdayClosing'] },
        { title: 'Lördagar', fields: ['satOpening', 'satClosing'] },
        { title: 'Söndagar', fields: ['sunOpening', 'sunClosing'] },
      ],
    });
  });

  it('every form with a layout passes check', () => {
    const dir = join(ROOT, 'schemas/forms');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      expect(checkDefinition(JSON.parse(readFileSync(join(dir, file), 'utf8')), `schemas/forms/${file}`), file).toStrictEqual([]);
    }
  });
});
