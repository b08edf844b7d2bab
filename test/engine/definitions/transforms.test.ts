import { beforeEach, describe, expect, it } from 'vitest';
import * as applyTransformsModule from '../../../engine/transforms/apply-transforms';
import { type Definition, type TransformJson } from '@ombudsportalen/engine';
import { testEngine, inTestEngine } from '../../setup-engine';
import { decodeReportPayload } from './helpers';

const { applyTransforms } = inTestEngine(applyTransformsModule);

const { buildReportPayload, checkDefinition, loadDefinition } = testEngine;

const run = (transforms: TransformJson[], params: Record<string, string>, values: Record<string, unknown> = {}) =>
  applyTransforms(transforms, Object.entries(params).map(([name, v]) => ({ name, values: [v] })), values);

describe('transform library', () => {
  it('dropLeading, removeChars and replace compose in order', () => {
    const out = run([
      { op: 'dropLeading', params: ['A'], count: 2 },
      { op: 'removeChars', params: ['A'], chars: '-' },
      { op: 'replace', params: ['B'], search: 'Ö', replacement: 'O' },
    ], { A: '2024-03-15', B: 'Övrigt Ö', C: '2024-03-15' });
    expect(out.params).toStrictEqual([{ name: 'A', values: ['240315'] }, { name: 'B', values: ['Ovrigt O'] }, { name: 'C', values: ['2024-03-15'] }]);
  });

  it('copy adds (or overwrites) a parameter only when its condition holds', () => {
    const copy: TransformJson = { op: 'copy', from: 'P_FOM', to: 'P_TOM', when: { op: 'equals', field: 'P_TYP', value: '2' } };
    expect(run([copy], { P_FOM: 'x' }, { P_TYP: '2' }).params.map((p) => p.name)).toStrictEqual(['P_FOM', 'P_TOM']);
    expect(run([copy], { P_FOM: 'x' }, { P_TYP: '1' }).params.map((p) => p.name)).toStrictEqual(['P_FOM']);
    expect(run([copy], { P_TOM: 'old', P_FOM: 'x' }, { P_TYP: '2' }).params).toStrictEqual([{ name: 'P_TOM', values: ['x'] }, { name: 'P_FOM', values: ['x'] }]);
    expect(run([copy], {}, { P_TYP: '2' }).params).toStrictEqual([]);
  });

  it('splitYearWeek sets the body year and week, leaving the parameter', () => {
    const out = run([{ op: 'splitYearWeek', param: 'P_VECKA' }], { P_VECKA: '2409' });
    expect(out.body).toStrictEqual({ year: '24', week: '09' });
    expect(out.params).toStrictEqual([{ name: 'P_VECKA', values: ['2409'] }]);
    expect(run([{ op: 'splitYearWeek', param: 'P_VECKA' }], {}).body).toStrictEqual({});
  });

  it('does not change its input', () => {
    const params = [{ name: 'A', values: ['abc'] }];
    applyTransforms([{ op: 'upperCase', params: ['A'] }], params, {});
    expect(params).toStrictEqual([{ name: 'A', values: ['abc'] }]);
  });
});

describe('lowerCase and its inverse', () => {
  let report: Definition;
  beforeEach(() => {
    report = loadDefinition({
      $schema: '../meta/definition.schema.json', type: 'object',
      'x-report': { code: 'EKORLC01', name: 'Gemener', group: 'Statistik', payloadKind: 'agency' },
      properties: { P_KOD: { type: 'string', title: 'Kod', pattern: '^[A-Z]{3}$' } },
      required: ['P_KOD'],
      'x-transforms': [{ op: 'lowerCase', params: ['P_KOD'] }],
    }, 'schemas/reports/EKORLC01.json');
  });
  const context = { roles: ['OMBMGR'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2024-03-15' };
  const body = (value: string) => ({ type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [{ name: 'P_KOD', values: [value] }, { name: 'formatType', values: ['pdf'] }] } });

  it('lower-cases the named parameters', () => {
    expect(run([{ op: 'lowerCase', params: ['A'] }], { A: 'ÅSA Ö', B: 'X' }).params).toStrictEqual([{ name: 'A', values: ['åsa ö'] }, { name: 'B', values: ['X'] }]);
    expect(JSON.stringify(buildReportPayload(report, { P_KOD: 'ABC' }, context))).toBe(JSON.stringify(body('abc')));
  });

  it('the server check inverts it: "abc" is read as the form value "ABC"; an unconverted "ABC" is refused', () => {
    expect(decodeReportPayload(report, body('abc'), context)).toMatchObject({ ok: true, values: { P_KOD: 'ABC' } });
    expect(decodeReportPayload(report, body('ABC'), context)).toMatchObject({ ok: false, errors: [{ field: 'P_KOD', message: 'Värdet stämmer inte med formulärets övriga fält.' }] });
  });

  // A lower-cased game code (issue 24): check's findings say the server reads the value back in upper case.
  const lowerCased = (field: object, example?: object) => ({
    $schema: '../meta/definition.schema.json', type: 'object',
    'x-report': { code: 'EKORLC01', name: 'Gemener', group: 'Statistik', payloadKind: 'agency' },
    properties: { P_SPEL: { type: 'string', title: 'Spel', ...field } }, required: ['P_SPEL'],
    'x-transforms': [{ op: 'lowerCase', params: ['P_SPEL'] }],
    ...(example ? { 'x-examples': [example] } : {}),
  });

  it('an option that is not upper case could never be sent: check says it is read back in upper case', () => {
    expect(checkDefinition(lowerCased({ 'x-options': ['V75', 'Lotto'] }), 'schemas/reports/EKORLC01.json')).toStrictEqual([{
      file: 'schemas/reports/EKORLC01.json', pointer: '/properties/P_SPEL/x-options/1',
      message: 'option "Lotto" is sent as "lotto" and the server reads it back as "LOTTO" (lowerCase is read back in upper case): a request with this option is refused; write the option as "LOTTO"',
    }]);
    expect(checkDefinition(lowerCased({ 'x-options': ['V75', 'LOTTO'] }), 'schemas/reports/EKORLC01.json')).toStrictEqual([]);
  });

  it('a golden body the server refuses names the upper-case reading', () => {
    const example = {
      name: 'gemener', context, values: { P_SPEL: 'lotto' },
      payload: { type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [{ name: 'P_SPEL', values: ['lotto'] }, { name: 'formatType', values: ['pdf'] }] } },
    };
    expect(checkDefinition(lowerCased({ pattern: '^[a-z]+$' }, example), 'schemas/reports/EKORLC01.json').map((p) => p.message)).toStrictEqual([
      '"gemener": the server check refuses it: P_SPEL: Fältet har fel format (P_SPEL is sent as "lotto" and read back as "LOTTO": lowerCase is read back in upper case)',
    ]);
  });
});
