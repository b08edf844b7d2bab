// Issue 11, deliver 2: every transform declares how the server reads back what it sent, so a report body is decoded in
// one pass (no search over candidate values); a transform without an inverse fails `check`.
import { afterEach, describe, expect, it } from 'vitest';
import { type DefinitionJson, type FieldJson, type TransformJson, formatProblem, transformLibrary } from '@ombudsportalen/engine';
import { ctx, fixture, decodeReportPayload } from './helpers';
import { testEngine } from '../../setup-engine';


const { checkDefinition, loadDefinition } = testEngine;

const FILE = 'schemas/reports/EKORXX01.json';
const report = (properties: Record<string, FieldJson>, transforms: TransformJson[], extra: Partial<DefinitionJson> = {}): DefinitionJson => ({
  $schema: '../meta/definition.schema.json', type: 'object',
  'x-report': { code: 'EKORXX01', name: 'Test', group: 'Ekonomi', payloadKind: 'agency' },
  properties, 'x-transforms': transforms, ...extra,
});
const problems = (json: DefinitionJson) => checkDefinition(json, FILE).map(formatProblem);
const body = (pairs: [string, string][]) => ({
  type: 'agency', byPassCache: 'true',
  parameterNameValues: { listOfParamNameValues: [...pairs.map(([name, value]) => ({ name, values: [value] })), { name: 'formatType', values: ['pdf'] }] },
});

describe('the transform library declares an inverse for every op', () => {
  it.each(Object.entries(transformLibrary))('%s', (_name, op) => {
    const inverse = op.inverse;
    expect(inverse).toBeDefined();
    expect(Boolean(inverse?.text || inverse?.format || inverse?.rebuilt)).toBe(true);
  });
});

describe('check refuses a transform the server could not read back', () => {
  afterEach(() => {
    delete transformLibrary.reverse;
  });

  it('an op that declares no inverse', () => {
    transformLibrary.reverse = {
      reads: (t) => t.params ?? [], adds: () => [],
      apply: (t, s) => s.params.forEach((p) => { if (t.params?.includes(p.name)) p.values = p.values.map((v) => [...String(v)].reverse().join('')); }),
    };
    expect(problems(report({ P_KOD: { type: 'string' } }, [{ op: 'reverse', params: ['P_KOD'] }]))).toStrictEqual([
      `${FILE}:/x-transforms/0/op: transform reverse declares no inverse: the server could not read back what it sends (declare text, format or rebuilt in the transform library)`,
    ]);
  });

  it('a reshaping step on a text field, a shape that lost a part, a replacement by nothing', () => {
    expect(problems(report({ P_KOD: { type: 'string' } }, [{ op: 'dropLeading', params: ['P_KOD'], count: 2 }]))).toStrictEqual([
      `${FILE}:/properties/P_KOD: "P_KOD" cannot be read back: dropLeading on a text has no inverse with these arguments (a reshaping step needs a field of format date, week or month)`,
    ]);
    expect(problems(report({ P_FOM: { type: 'string', format: 'date' } }, [{ op: 'dropLeading', params: ['P_FOM'], count: 3 }]))).toStrictEqual([
      `${FILE}:/properties/P_FOM: "P_FOM" (format date) cannot be read back: the shape "y-MM-dd" is not made of whole parts (yyyy, yy, MM, dd, ww)`,
    ]);
    expect(problems(report({ P_FOM: { type: 'string', format: 'date' } }, [{ op: 'dropLeading', params: ['P_FOM'], count: 5 }]))).toStrictEqual([
      `${FILE}:/properties/P_FOM: "P_FOM" (format date) cannot be read back: the shape "MM-dd" has lost the yyyy of "yyyy-MM-dd"`,
    ]);
    expect(problems(report({ P_KOD: { type: 'string' } }, [{ op: 'replace', params: ['P_KOD'], search: 'Ö', replacement: '' }]))).toStrictEqual([
      `${FILE}:/properties/P_KOD: "P_KOD" cannot be read back: replace on a text has no inverse with these arguments (a reshaping step needs a field of format date, week or month)`,
    ]);
  });

  it("a changing step whose when names a field decoded after the one it changes", () => {
    const json = report({ P_KOD: { type: 'string' }, P_TYP: { type: 'string', 'x-options': ['A', 'B'] } },
      [{ op: 'upperCase', params: ['P_KOD'], when: { op: 'equals', field: 'P_TYP', value: 'A' } }]);
    expect(problems(json)).toStrictEqual([
      `${FILE}:/x-transforms/0/when/field: "P_TYP" is decoded after "P_KOD", which this step changes: its when may only name fields that come before`,
    ]);
    json.properties = { P_TYP: json.properties.P_TYP!, P_KOD: json.properties.P_KOD! };
    expect(problems(json)).toStrictEqual([]);
  });
});

describe('the server reads a body in one pass', () => {
  it('a date shortened to yyMMdd is read by the shape the steps produce; other shapes are refused', () => {
    const def = fixture('EKOROM12');
    const ok = decodeReportPayload(def, body([['P_FOM', '240301'], ['P_TOM', '2024-03-14'], ['P_OMBUDNR', '12345']]), ctx());
    expect(ok).toMatchObject({ ok: true, values: { P_FOM: '2024-03-01', P_TOM: '2024-03-14' } });
    const unshortened = decodeReportPayload(def, body([['P_FOM', '2024-03-01'], ['P_TOM', '2024-03-14'], ['P_OMBUDNR', '12345']]), ctx());
    expect(unshortened).toMatchObject({ ok: false, errors: [{ field: 'P_FOM', message: 'Värdet stämmer inte med formulärets övriga fält.', code: 'parameterMismatch' }] });
  });

  it('a replace on a date reshapes it ("yyyy/MM/dd"), read back the same way', () => {
    const def = loadDefinition(report({ P_FOM: { type: 'string', format: 'date' } }, [{ op: 'replace', params: ['P_FOM'], search: '-', replacement: '/' }]), FILE);
    expect(decodeReportPayload(def, body([['P_FOM', '2024/03/01']]), ctx())).toMatchObject({ ok: true, values: { P_FOM: '2024-03-01' } });
    expect(problems(report({ P_VECKA: { type: 'string', format: 'week' } }, [{ op: 'dropLeading', params: ['P_VECKA'], count: 2 }]))).toStrictEqual([
      `${FILE}:/properties/P_VECKA: "P_VECKA" (format week) cannot be read back: the shape "ww" has lost the yy of "yyww"`,
    ]);
  });

  it('twelve unsent checkboxes, each revealing a sent field, are read off what was sent (4096 combinations, no search)', () => {
    const properties: Record<string, FieldJson> = {};
    for (let i = 1; i <= 12; i += 1) {
      properties[`VISA_${i}`] = { type: 'boolean', default: false, 'x-submit': false };
      properties[`P_${i}`] = { type: 'string', 'x-condition': { op: 'equals', field: `VISA_${i}`, value: true }, 'x-options': ['JA'] };
    }
    const def = loadDefinition(report(properties, []), FILE);
    const sent = [3, 7, 12].map((i): [string, string] => [`P_${i}`, 'JA']);
    const decoded = decodeReportPayload(def, body(sent), ctx());
    expect(decoded).toMatchObject({ ok: true, values: { VISA_3: true, P_3: 'JA', VISA_7: true, P_7: 'JA', VISA_12: true, P_12: 'JA' } });
    if (decoded.ok) expect(Object.keys(decoded.values).filter((k) => decoded.values[k] === true)).toStrictEqual(['VISA_3', 'VISA_7', 'VISA_12']);
  });
});
