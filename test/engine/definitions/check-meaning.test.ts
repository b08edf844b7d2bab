import { describe, expect, it } from 'vitest';
import { formatProblem } from '@ombudsportalen/engine';
import * as loadDefinitionModule from '../../../engine/load/load-definition';
import { testEngine, inTestEngine } from '../../setup-engine';

const { structuralProblems } = inTestEngine(loadDefinitionModule);

const { checkDefinition } = testEngine;

// The meaning checks a JSON Schema cannot say, each with its exact problem line (docs/definitions.md). `meaningOnly`
// skips the meta-schema, as loadDefinition does with metaCheck: false (definitions checked at build time).
const F = 'schemas/forms/x.json';
const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ $schema: '../meta/definition.schema.json', type: 'object', properties, ...extra });
const check = (json: unknown, file = F) => checkDefinition(json, file).map(formatProblem);
const meaningOnly = (json: unknown, file = F) => structuralProblems(json, file, false).map(formatProblem);
const date = { type: 'string', format: 'date' };
const text = { type: 'string' };
const report = { code: 'XX', name: 'n', group: 'Ekonomi', payloadKind: 'agency' };

describe('ranges and parameters', () => {
  it('a range names two different fields', () => {
    expect(check(form({ 'A:': date }))).toStrictEqual([`${F}:/properties/A:: a range name must name two fields: FROM:TO`]);
    expect(check(form({ 'A:A': date }))).toStrictEqual([
      `${F}:/properties/A:A: a range must name two different fields`, `${F}:/properties/A:A: field "A" is declared twice`,
      `${F}:/properties/A:A: "A" is sent by two fields that always exist`,
    ]);
  });

  it('a range is sent as FROM:TO, and only a range', () => {
    expect(check(form({ 'A:B': { ...date, 'x-param': 'P' } }))).toStrictEqual([`${F}:/properties/A:B/x-param: a range is sent as two parameters: FROM:TO`]);
    expect(check(form({ a: { ...text, 'x-param': 'P:Q' } }))).toStrictEqual([`${F}:/properties/a/x-param: only a range is sent as FROM:TO`]);
    expect(check(form({ 'A:B': { ...date, 'x-param': 'P:Q' }, c: { ...text, 'x-param': 'C' } }))).toStrictEqual([]);
  });

  it('x-maxSpan and x-rangeTitles only on a range', () => {
    expect(check(form({ a: { ...date, 'x-maxSpan': { days: 3 }, 'x-rangeTitles': ['a', 'b'] } }))).toStrictEqual([
      `${F}:/properties/a/x-maxSpan: x-maxSpan only applies to a range (A:B)`, `${F}:/properties/a/x-rangeTitles: x-rangeTitles only applies to a range (A:B)`,
    ]);
  });

  it('two fields that always exist may not send one parameter; exclusive ones may', () => {
    expect(check(form({ a: { ...text, 'x-param': 'P' }, b: { ...text, 'x-param': 'P' }, c: { ...text, 'x-param': 'P', 'x-condition': { op: 'set', field: 'a' } } })))
      .toStrictEqual([`${F}:/properties/b: "P" is sent by two fields that always exist`]);
  });
});

describe('field keywords', () => {
  it('a typed text holds at most 60 characters; options and read-only fields are not typed', () => {
    expect(check(form({ a: { ...text, maxLength: 61 }, b: { ...text, maxLength: 60 }, c: { ...text, maxLength: 61, readOnly: true }, d: { ...text, maxLength: 61, 'x-options': ['x'] } })))
      .toStrictEqual([`${F}:/properties/a/maxLength: text inputs hold at most 60 characters (part 2 §5): maxLength may only be lower`]);
  });

  it('x-sameAs and x-before name another existing field', () => {
    expect(check(form({ a: { ...text, 'x-sameAs': 'a' }, b: { ...text, 'x-sameAs': 'zz' }, c: { ...text, 'x-sameAs': 'a' } }))).toStrictEqual([
      `${F}:/properties/a/x-sameAs: x-sameAs must name another field, not "a"`, `${F}:/properties/b/x-sameAs: x-sameAs must name another field, not "zz"`,
    ]);
    expect(check(form({ 'A:B': { ...date, 'x-before': 'A' }, c: { ...date, 'x-before': 'A' } })))
      .toStrictEqual([`${F}:/properties/A:B/x-before: x-before must name another field, not "A"`]);
  });

  it('lastCompletePeriod needs a period format; none and today are fine on a date', () => {
    expect(check(form({ a: { ...text, 'x-default': 'lastCompletePeriod' }, b: { ...date, 'x-default': 'none' }, c: { ...date, 'x-default': 'today' } })))
      .toStrictEqual([`${F}:/properties/a/x-default: lastCompletePeriod needs format date, week, month or year`]);
  });

  it('x-messages re-words known rules only', () => {
    expect(check(form({ a: { ...text, 'x-messages': { foo: 'required' } } }))).toStrictEqual([
      `${F}:/properties/a/x-messages/foo: unknown rule "foo" (one of required, type, format, pattern, minLength, maxLength, minimum, maximum, enum, optionRoles, notAfter, notInFuture, beforeCurrent, minYear, sameAs, before, rangeOrder, rangeSpan)`,
    ]);
    expect(meaningOnly(form({ a: { ...text, 'x-messages': { required: 'noSuchText' } } }))).toStrictEqual([`${F}:/properties/a/x-messages/required: unknown message code "noSuchText"`]);
  });

  it('option values are unique, of the field type, and restricted to known roles', () => {
    expect(meaningOnly(form({ a: { type: 'integer', 'x-options': [1, 1.5, 'x'] }, n: { type: 'number', 'x-options': [1.5] }, b: { ...text, 'x-options': [{ value: 'x', label: 'X', authorizedRoles: ['ADMIN', 'NOPE'] }, 'x'] } })))
      .toStrictEqual([
        `${F}:/properties/a/x-options/1: option value 1.5 is not of type integer`, `${F}:/properties/a/x-options/2: option value "x" is not of type integer`,
        `${F}:/properties/b/x-options/0/authorizedRoles/1: unknown role "NOPE"`, `${F}:/properties/b/x-options/1: option value "x" is not unique`,
      ]);
  });
});

describe('visibility (also without the meta-schema)', () => {
  it('names unknown roles and segments wherever they stand', () => {
    expect(meaningOnly(form({ a: { ...text, 'x-visibleTo': { roles: { allRolesExcept: ['FOO', 'ADMIN'] }, segments: ['AGENCY', 'MOON'] } } }))).toStrictEqual([
      `${F}:/properties/a/x-visibleTo/roles/allRolesExcept/0: unknown role "FOO"`, `${F}:/properties/a/x-visibleTo/segments/1: unknown segment "MOON"`,
    ]);
    expect(meaningOnly(form({ a: { ...text, 'x-visibleTo': { roles: ['ADMIN', 'FOO'] } } }))).toStrictEqual([`${F}:/properties/a/x-visibleTo/roles/1: unknown role "FOO"`]);
    expect(meaningOnly(form({ a: { ...text, 'x-visibleTo': { roles: '*' } } }))).toStrictEqual([]);
    expect(meaningOnly(form({ a: { ...text, 'x-visibleTo': { anyOf: [{ roles: ['X1'] }], allOf: [{ roles: ['NOPE'] }], not: { segments: ['X'] } } } }, { 'x-visibleTo': { roles: ['Y'] } })))
      .toStrictEqual([
        `${F}:/properties/a/x-visibleTo/anyOf/0/roles/0: unknown role "X1"`, `${F}:/properties/a/x-visibleTo/allOf/0/roles/0: unknown role "NOPE"`,
        `${F}:/properties/a/x-visibleTo/not/segments/0: unknown segment "X"`, `${F}:/x-visibleTo/roles/0: unknown role "Y"`,
      ]);
  });

  it("refuses the staff card's target and self, which never hold in a definition", () => {
    expect(meaningOnly(form({ a: { ...text, 'x-visibleTo': { target: { roles: ['ADMIN'] }, self: true } } }))).toStrictEqual([
      `${F}:/properties/a/x-visibleTo/target: "target" is about another user (the staff card) and never holds in a definition`,
      `${F}:/properties/a/x-visibleTo/self: "self" is about another user (the staff card) and never holds in a definition`,
    ]);
  });
});

describe('conditions', () => {
  it('a field cannot test itself (nor a range one of its ends)', () => {
    expect(check(form({ a: { ...text, 'x-condition': { op: 'set', field: 'a' } } })))
      .toStrictEqual([`${F}:/properties/a/x-condition/field: a field's condition cannot test the field itself`, `${F}:/properties/a: conditions form a cycle: a → a`]);
    expect(check(form({ 'A:B': { ...date, 'x-condition': { op: 'set', field: 'B' } } })))
      .toStrictEqual([`${F}:/properties/A:B/x-condition/field: a field's condition cannot test the field itself`, `${F}:/properties/A:B: conditions form a cycle: B → B`]);
  });

  it('each compared value is of the tested field type and one of its options, inside not, any and all', () => {
    expect(check(form({ a: { ...text, 'x-options': ['x', 'y'] }, b: { ...text, 'x-condition': { op: 'not', condition: { op: 'any', conditions: [{ op: 'oneOf', field: 'a', values: ['x', 'z'] }] } } } })))
      .toStrictEqual([`${F}:/properties/b/x-condition/condition/conditions/0/values: "z" is not an option of "a"`]);
    const all = { op: 'all', conditions: [
      { op: 'equals', field: 'a', value: true }, { op: 'equals', field: 'n', value: 2 }, { op: 'equals', field: 's', value: 'x' },
      { op: 'equals', field: 's', value: 2 }, { op: 'equals', field: 'zz', value: 2 },
    ] };
    expect(meaningOnly(form({ a: { type: 'boolean' }, n: { type: 'number' }, s: text, b: { ...text, 'x-condition': all } }))).toStrictEqual([
      `${F}:/properties/b/x-condition/conditions/4/field: condition refers to unknown field "zz"`,
      `${F}:/properties/b/x-condition/conditions/3/value: 2 is a number but "s" holds a string: the condition can never hold`,
    ]);
  });
});

describe('transforms, payload nesting and report parts', () => {
  it("a transform's when is checked like a condition; it reads only parameters sent or added before it", () => {
    expect(check(form({ a: { ...text, 'x-options': ['x'] }, b: text }, { 'x-transforms': [{ op: 'upperCase', params: ['b'], when: { op: 'equals', field: 'a', value: 'y' } }, { op: 'copy', from: 'b', to: 'c' }, { op: 'upperCase', params: ['c'] }] })))
      .toStrictEqual([`${F}:/x-transforms/0/when/value: "y" is not an option of "a"`]);
    expect(check(form({ b: text }, { 'x-transforms': [{ op: 'upperCase', params: ['c'] }, { op: 'copy', from: 'b', to: 'c' }] })))
      .toStrictEqual([`${F}:/x-transforms/0: transform upperCase reads unknown parameter "c"`]);
  });

  it('splitYearWeek writes a report body: not in a form', () => {
    expect(check(form({ a: { type: 'string', format: 'week' } }, { 'x-transforms': [{ op: 'splitYearWeek', param: 'a' }] })))
      .toStrictEqual([`${F}:/x-transforms/0/op: splitYearWeek only applies to reports`]);
  });

  it('x-payload nests known keys once each, and only in forms', () => {
    expect(check(form({ a: text, b: text }, { 'x-payload': { nest: { g: ['a', 'zz'], h: ['a'] } } }))).toStrictEqual([
      `${F}:/x-payload/nest/g/1: nest names unknown payload key "zz"`, `${F}:/x-payload/nest/h/0: "a" is nested twice`,
    ]);
    expect(check({ ...form({ a: text }, { 'x-payload': { nest: { g: ['a'] } } }), 'x-report': report }, 'schemas/reports/XX.json'))
      .toStrictEqual(['schemas/reports/XX.json:/x-payload: x-payload shapes form payloads; a report body is fixed']);
  });

  it('the report code is the file name, whatever the path separator', () => {
    expect(meaningOnly({ ...form({ a: text }), 'x-report': report }, 'C:\\schemas\\reports\\XX.json')).toStrictEqual([]);
    expect(meaningOnly({ ...form({ a: text }), 'x-report': report }, 'C:\\schemas\\reports\\YY.json'))
      .toStrictEqual(['C:\\schemas\\reports\\YY.json:/x-report/code: report code "XX" does not match the file name "YY.json"']);
  });

  it('x-dataset belongs to reports', () => {
    const dataset = { sql: 'SELECT a FROM rpt_x', source: { view: 'rpt_x', date: 'd', where: '1 = 1' }, columns: [{ key: 'a', title: 'A', kind: 'text' }], period: { from: 'today', to: 'today' } };
    expect(check(form({ a: text }, { 'x-dataset': dataset }))).toStrictEqual([`${F}:/x-dataset: x-dataset belongs to reports (x-report)`]);
  });
});

describe('x-layout', () => {
  it('places every drawn property once, plain fields in table cells, no more cells than columns', () => {
    const layout = [{ title: 'x', fields: ['a', 'zz'] }, { title: 'y', fields: ['a'] }, { title: 't', columns: ['1'], rows: [{ title: 'r', fields: ['F:T', 'b'] }] }];
    expect(meaningOnly(form({ a: text, b: text, c: text, 'F:T': date, h: { ...text, 'x-widget': 'hidden' } }, { 'x-layout': layout }))).toStrictEqual([
      `${F}:/x-layout/0/fields/1: x-layout names unknown property "zz"`, `${F}:/x-layout/1/fields/0: "a" is already placed at /x-layout/0/fields/0`,
      `${F}:/x-layout/2/rows/0/fields: a row has 2 fields but the table 1 columns`, `${F}:/x-layout/2/rows/0/fields/0: a range ("F:T") cannot be a table cell`,
      `${F}:/x-layout: property "c" is in no section`,
    ]);
  });
});

describe('the format pair', () => {
  it('no report parameter may be called formatType, sent by a field or added by a step; a form may use the name', () => {
    expect(check({ ...form({ formatType: text }), 'x-report': report }, 'schemas/reports/XX.json'))
      .toStrictEqual(['schemas/reports/XX.json:/properties/formatType: "formatType" names the pair that carries the file format: no report parameter may be called so']);
    expect(check({ ...form({ a: text }, { 'x-transforms': [{ op: 'copy', from: 'a', to: 'formatType' }] }), 'x-report': report }, 'schemas/reports/XX.json'))
      .toStrictEqual(['schemas/reports/XX.json:/x-transforms: "formatType" names the pair that carries the file format: no report parameter may be called so']);
    expect(check(form({ formatType: text }))).toStrictEqual([]);
  });
});
