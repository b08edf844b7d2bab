import { describe, expect, it } from 'vitest';
import { DefinitionError, type DefinitionJson, datasetParameters, formatProblem } from '@ombudsportalen/engine';
import { define } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

const { checkDefinition } = testEngine;

// A step may not be conditioned on the field it changes; a DefinitionError lists its problems one per line; a period
// binding of a field without a period unit binds the value as a day.
describe('checkReadBack', () => {
  it('refuses a changing step whose when names the field it changes', () => {
    const json: DefinitionJson = {
      $schema: '../meta/definition.schema.json', type: 'object', 'x-report': { code: 'EKORXX01', name: 'Test', group: 'Ekonomi', payloadKind: 'agency' },
      properties: { P_KOD: { type: 'string', 'x-options': ['a', 'b'] } },
      'x-transforms': [{ op: 'upperCase', params: ['P_KOD'], when: { op: 'equals', field: 'P_KOD', value: 'a' } }],
    };
    expect(checkDefinition(json, 'schemas/reports/EKORXX01.json').map(formatProblem)).toStrictEqual([
      'schemas/reports/EKORXX01.json:/x-transforms/0/when/field: "P_KOD" is decoded after "P_KOD", which this step changes: its when may only name fields that come before',
    ]);
  });
});

describe('DefinitionError', () => {
  it('says every problem, one per line', () => {
    const error = new DefinitionError([{ file: 'a.json', pointer: '/x', message: 'm' }, { file: 'b.json', pointer: '', message: 'n' }]);
    expect(error.message).toBe('a.json:/x: m\nb.json:: n');
    expect(error.name).toBe('DefinitionError');
  });
});

describe('datasetParameters', () => {
  it('binds the period bounds of a field without a period unit as the day it holds', () => {
    const def = define({ P_TEXT: { type: 'string' } });
    const dataset = {
      sql: 'SELECT a FROM rpt_x WHERE d BETWEEN :s AND :e', source: { view: 'rpt_x', date: 'd', where: '1 = 1' }, columns: [{ key: 'a', title: 'A', kind: 'text' as const }], period: { from: 's', to: 'e' },
      parameters: { s: { param: 'P_TEXT', as: 'periodStart' as const }, e: { param: 'P_TEXT', as: 'periodEnd' as const } },
    };
    expect(datasetParameters({ ...def, dataset }, { P_TEXT: '2024-03-05' }, {})).toStrictEqual({ s: '2024-03-05', e: '2024-03-05' });
  });
});
