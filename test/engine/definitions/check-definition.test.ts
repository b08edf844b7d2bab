import { describe, expect, it } from 'vitest';
import { DefinitionError, FORMAT_NAMES, definitionMetaSchema, formatProblem, messageCatalogue, transformLibrary } from '@ombudsportalen/engine';
import { ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';
import type { DefinitionJson } from '@ombudsportalen/engine';
import { fixtureJson } from './helpers';
import accessRuleSchema from '../../../schemas/meta/access-rule.schema.json';
import { testEngine } from '../../setup-engine';

const { checkDefinition, loadDefinition } = testEngine;

const FILE = 'schemas/reports/EKORBF01.json';
const lines = (json: unknown, file = FILE) => checkDefinition(json, file).map(formatProblem);
const broken = (edit: (j: DefinitionJson) => void) => {
  const json = fixtureJson('EKORBF01');
  edit(json);
  return lines(json);
};

describe('checkDefinition: meta-schema', () => {
  it('the fixtures pass', () => expect(lines(fixtureJson('EKORBF01'))).toStrictEqual([]));

  it('points at an unknown keyword, a missing property and a wrong enum', () => {
    expect(broken((j) => ((j.properties.DAG as unknown as Record<string, unknown>)['x-lable'] = 'Datum'))).toStrictEqual([`${FILE}:/properties/DAG/x-lable: is not a known keyword here`]);
    expect(broken((j) => delete (j['x-report'] as Partial<DefinitionJson['x-report']>)!.group)).toStrictEqual([`${FILE}:/x-report/group: is required`]);
    expect(broken((j) => ((j.properties.DAG as unknown as Record<string, unknown>).format = 'datum'))[0]).toMatch(/^schemas\/reports\/EKORBF01\.json:\/properties\/DAG\/format: must be one of "date"/);
  });

  it('points inside a condition of the wrong shape', () => {
    expect(broken((j) => (j.properties.DAG!['x-condition'] = { op: 'equals', field: 'P_TYP' } as never))).toStrictEqual([`${FILE}:/properties/DAG/x-condition/value: is required`]);
  });
});

describe('checkDefinition: meaning', () => {
  it.each<[string, (j: DefinitionJson) => void, string]>([
    ['condition on an unknown field', (j) => (j.properties.DAG!['x-condition'] = { op: 'equals', field: 'P_TYPE', value: '2' }), '/properties/DAG/x-condition/field: condition refers to unknown field "P_TYPE"'],
    ['condition value that is no option', (j) => (j.properties.DAG!['x-condition'] = { op: 'equals', field: 'P_TYP', value: '9' }), '/properties/DAG/x-condition/value: "9" is not an option of "P_TYP"'],
    ['unknown transform', (j) => (j['x-transforms']![0]!.op = 'kopiera'), '/x-transforms/0/op: unknown transform "kopiera" (one of dropLeading, removeChars, replace, upperCase, lowerCase, copy, rolesFromFlag, setList, splitYearWeek)'],
    ['transform of an unknown parameter', (j) => (j['x-transforms']![0]!.from = 'P_DAG'), '/x-transforms/0: transform copy reads unknown parameter "P_DAG"'],
    ['duplicate option values', (j) => j.properties.P_TYP!['x-options']!.push('2'), '/properties/P_TYP/x-options/4: option value "2" is not unique'],
    ['a range naming three fields', (j) => (j.properties['A:B:C'] = { type: 'string', format: 'date' }), '/properties/A:B:C: a range name must name two fields: FROM:TO'],
    ['a range without a period format', (j) => delete j.properties['VFOM:VTOM']!.format, '/properties/VFOM:VTOM/format: a range needs format date, week, month or year'],
    ['a span in the wrong unit', (j) => (j.properties['VFOM:VTOM']!['x-maxSpan'] = { days: 21 }), '/properties/VFOM:VTOM/x-maxSpan: days spans need format date, not week'],
    ['a computed default of the wrong unit', (j) => (j.properties.DAG!['x-default'] = 'currentWeek'), '/properties/DAG/x-default: currentWeek needs format week'],
    ['an unknown role inside anyOf', (j) => (j.properties.DAG!['x-visibleTo'] = { anyOf: [{ segments: ['TRACK'] }, { roles: ['ADMINISTRATOR'] }] }), '/properties/DAG/x-visibleTo/anyOf/1/roles/0: must be one of "SALJARE"'], // the meta-schema reaches inside anyOf,
    ['a field name declared twice', (j) => (j.properties.VFOM = { type: 'string' }), '/properties/VFOM: field "VFOM" is declared twice'],
    ['an unknown required name', (j) => j.required!.push('P_DAG'), '/required/6: required names unknown property "P_DAG"'],
    ['a report code that is not the file name', (j) => (j['x-report']!.code = 'EKORBF02'), '/x-report/code: report code "EKORBF02" does not match the file name "EKORBF01.json"'],
    ['an unknown message code', (j) => (j.properties.DAG!['x-messages'] = { notAfter: 'tooLate' as never }), '/properties/DAG/x-messages/notAfter: must be one of "required"'],
    ['a rule that needs a period format', (j) => (j.properties.P_TYP!['x-notInFuture'] = true), '/properties/P_TYP/x-notInFuture: x-notInFuture applies to date, week, month, year fields, not to a text field'],
    ['x-beforeCurrent on a date field', (j) => (j.properties.DAG!['x-beforeCurrent'] = true), '/properties/DAG/x-beforeCurrent: x-beforeCurrent applies to week, month, year fields, not to a date field'],
    ['x-notAfter on a week range', (j) => (j.properties['VFOM:VTOM']!['x-notAfter'] = 'today'), '/properties/VFOM:VTOM/x-notAfter: x-notAfter applies to date fields, not to a week field'],
    ['a pattern on a checkbox', (j) => (j.properties.HJALP = { type: 'boolean', pattern: '^x$' }), '/properties/HJALP/pattern: pattern applies to text, date, week, month, year, time fields, not to a checkbox field'],
    ['a widget of another kind', (j) => (j.properties.DAG!['x-widget'] = 'week'), '/properties/DAG/x-widget: widget week shows week fields, not a date field'],
    ['a checkbox condition compared with the text "true"', (j) => {
      j.properties.HJALP = { type: 'boolean', title: 'Visa datum', 'x-submit': false };
      j.properties.DAG!['x-condition'] = { op: 'equals', field: 'HJALP', value: 'true' };
    }, '/properties/DAG/x-condition/value: "true" is a string but "HJALP" holds true or false (a checkbox): the condition can never hold'],
    ['a number condition compared with a text', (j) => {
      j.properties.ANTAL = { type: 'integer' };
      j.properties.DAG!['x-condition'] = { op: 'oneOf', field: 'ANTAL', values: ['1'] };
    }, '/properties/DAG/x-condition/values: "1" is a string but "ANTAL" holds a number: the condition can never hold'],
  ])('%s', (_name, edit, expected) => {
    const problems = broken(edit);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(`${FILE}:${expected}`);
  });

  it('conditions in a cycle', () => {
    const json = { $schema: 'x', type: 'object', properties: {
      a: { type: 'string', 'x-condition': { op: 'set', field: 'b' } },
      b: { type: 'string', 'x-condition': { op: 'set', field: 'a' } },
    } };
    expect(lines(json, 'cycle.json')).toStrictEqual(['cycle.json:/properties/a: conditions form a cycle: a → b → a']);
  });

  it('a golden example that no longer holds points at the example', () => {
    const problems = broken((j) => (j['x-transforms'] = []));
    expect(problems[0]).toMatch(/^schemas\/reports\/EKORBF01\.json:\/x-examples\/0\/payload: "date: P_TOM equal to P_FOM is added \(defaults: yesterday\)": expected .*, got /);
  });

  it('a golden example whose values name an unknown field points at that value', () => {
    const problems = broken((j) => (j['x-examples']![0]!.values.P_FOM = '2024-03-14'));
    expect(problems).toStrictEqual([`${FILE}:/x-examples/0/values/P_FOM: "date: P_TOM equal to P_FOM is added (defaults: yesterday)": "P_FOM" is not a field of this definition (fields: P_TYP, DAG, VFOM, VTOM, MFOM, MTOM, AFOM, ATOM, P_OMBUDNR)`]);
  });

  it('a golden example whose caller cannot see the report points at its context', () => {
    const problems = broken((j) => (j['x-visibleTo'] = { roles: ['EKONOMI'] }));
    expect(problems[0]).toBe(`${FILE}:/x-examples/0/context: "date: P_TOM equal to P_FOM is added (defaults: yesterday)": roles OMBMGR in segment AGENCY cannot see this report`);
  });

  it('loadDefinition throws every problem at once', () => {
    const json = fixtureJson('EKORBF01');
    json.properties.DAG!['x-default'] = 'currentWeek';
    json.required!.push('X');
    expect(() => loadDefinition(json, FILE)).toThrow(DefinitionError);
    try {
      loadDefinition(json, FILE);
    } catch (e) {
      expect((e as DefinitionError).problems).toHaveLength(2);
    }
  });
});

describe('the meta-schema lists what the engine knows', () => {
  const defs = (definitionMetaSchema as { $defs: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }> }> }).$defs;
  it('roles, segments, message codes and formats', () => {
    // Roles and segments are the shared rule language's (access-rule.schema.json), referenced, not copied.
    expect(defs.role).toStrictEqual({ $ref: 'access-rule.schema.json#/$defs/role' });
    expect(defs.segment).toStrictEqual({ $ref: 'access-rule.schema.json#/$defs/segment' });
    expect(accessRuleSchema.$defs.role.enum).toStrictEqual([...ALL_ROLES]);
    expect(accessRuleSchema.$defs.segment.enum).toStrictEqual([...SEGMENTS]);
    expect(defs.messageCode?.enum).toStrictEqual(Object.keys(messageCatalogue));
    expect(defs.field?.properties?.format?.enum).toStrictEqual(FORMAT_NAMES);
  });

  it('transform ops', () => {
    const ops = (defs.transform as unknown as { allOf: { if: { properties: { op: { const: string } } } }[] }).allOf.map((a) => a.if.properties.op.const);
    expect(ops).toStrictEqual(Object.keys(transformLibrary));
  });
});
