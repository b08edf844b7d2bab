import { describe, expect, it } from 'vitest';
import { type DefinitionJson } from '@ombudsportalen/engine';
import * as decodeValuesModule from '../../../engine/payload/decode-values';
import { ctx } from '../definitions/helpers';
import { testEngine, inTestEngine } from '../../setup-engine';

const { decodeValues } = inTestEngine(decodeValuesModule);

const { loadDefinition } = testEngine;

// The form values a report body is read as, before the decoder rebuilds the body and compares (one pass, no search).
const report = (properties: DefinitionJson['properties']) => loadDefinition({
  $schema: '../meta/definition.schema.json', type: 'object', 'x-report': { code: 'X', name: 'X', group: 'Ekonomi', payloadKind: 'agency' }, properties,
}, 'X.json');
const decode = (def: ReturnType<typeof report>, sent: Record<string, string>, roles = ['OMBMGR'], unsent?: 'default') =>
  decodeValues(def, new Map(Object.entries(sent)), ctx({ roles }), unsent);

describe('a sent value as its field type', () => {
  const typed = () => report({ N: { type: 'integer' }, R: { type: 'number' }, B: { type: 'boolean' }, T: { type: 'string' } });

  it('numbers and checkboxes become numbers and booleans; text stays text', () => {
    expect(decode(typed(), { N: '12', R: '-0.5', B: 'true', T: '12' })).toStrictEqual({ N: 12, R: -0.5, B: true, T: '12' });
    expect(decode(typed(), { N: '1e3', B: 'false' })).toStrictEqual({ N: 1000, B: false });
  });

  it('what is no number or boolean stays as sent, for validation to refuse', () => {
    expect(decode(typed(), { N: ' ', R: 'Infinity', B: 'yes', T: '' })).toStrictEqual({ N: ' ', R: 'Infinity', B: 'yes', T: '' });
    expect(decode(typed(), { N: '', R: 'x' })).toStrictEqual({ N: '', R: 'x' });
  });
});

describe('unsent fields are read off what they reveal', () => {
  const revealing = () => report({
    T: { type: 'string' },
    K: { type: 'string', 'x-options': ['A', 'B', 'C'], default: 'A', 'x-submit': false },
    SHOWN_B: { type: 'string', 'x-param': 'PB', 'x-condition': { op: 'equals', field: 'K', value: 'B' } },
    SHOWN_A: { type: 'string', 'x-param': 'PA', 'x-condition': { op: 'equals', field: 'K', value: 'A' } },
    ADMIN_C: { type: 'string', 'x-param': 'PC', 'x-visibleTo': { roles: ['ADMIN'] }, 'x-condition': { op: 'equals', field: 'K', value: 'C' } },
    WITH_T: { type: 'string', 'x-param': 'PA', 'x-condition': { op: 'set', field: 'T' } },
    F: { type: 'boolean', 'x-submit': false },
    G: { type: 'string', 'x-condition': { op: 'equals', field: 'F', value: true } },
  });

  it('the default when it explains what was sent, else the first choice that does', () => {
    expect(decode(revealing(), { PA: 'x' })).toStrictEqual({ K: 'A', SHOWN_A: 'x' });
    expect(decode(revealing(), { PB: 'x' })).toStrictEqual({ K: 'B', SHOWN_B: 'x' });
    expect(decode(revealing(), {})).toStrictEqual({ K: 'C' }); // shows none of the sent fields: neither A nor B does
  });

  it('only fields the session may see count as revealed', () => {
    expect(decode(revealing(), { PC: 'x' })).toStrictEqual({ K: 'C' });
    expect(decode(revealing(), { PC: 'x' }, ['ADMIN'])).toStrictEqual({ K: 'C', ADMIN_C: 'x' });
  });

  it('a checkbox is ticked when what it reveals was sent', () => {
    expect(decode(revealing(), { G: 'g' })).toStrictEqual({ K: 'C', F: true, G: 'g' });
  });

  it('read at their defaults instead, when asked (the form as it opens)', () => {
    expect(decode(revealing(), { PB: 'x', G: 'g' }, ['OMBMGR'], 'default')).toStrictEqual({ K: 'A' });
  });

  it('a parameter goes to the first shown field that sends it', () => {
    expect(decode(revealing(), { PA: 'v', T: 't' })).toStrictEqual({ T: 't', K: 'A', SHOWN_A: 'v' });
  });
});

describe('unsent fields: the edges of the reading', () => {
  it('only sent fields reveal: an unsent field hanging on another says nothing', () => {
    const def = report({
      K: { type: 'string', 'x-options': ['A', 'B'], default: 'A', 'x-submit': false },
      H: { type: 'string', 'x-submit': false, 'x-condition': { op: 'equals', field: 'K', value: 'A' } },
    });
    expect(decode(def, {})).toStrictEqual({ K: 'A' });
  });

  it('an unticked checkbox is read as false when what it reveals needs false', () => {
    const def = report({ F: { type: 'boolean', 'x-submit': false }, G: { type: 'string', 'x-condition': { op: 'equals', field: 'F', value: false } } });
    expect(decode(def, { G: 'g' })).toStrictEqual({ F: false, G: 'g' });
  });

  it('a field without options is tried at its default, then unset', () => {
    const def = report({ T: { type: 'string', default: 'x', 'x-submit': false }, G: { type: 'string', 'x-condition': { op: 'not', condition: { op: 'equals', field: 'T', value: 'x' } } } });
    expect(decode(def, { G: 'g' })).toStrictEqual({ G: 'g' });
    expect(decode(def, {})).toStrictEqual({ T: 'x' });
  });
});

describe('unsent fields when nothing explains the body', () => {
  it('stay at their default', () => {
    const def = report({
      K: { type: 'string', 'x-options': ['A', 'B'], default: 'A', 'x-submit': false },
      SHOWN_A: { type: 'string', 'x-param': 'PA', 'x-condition': { op: 'equals', field: 'K', value: 'A' } },
      SHOWN_B: { type: 'string', 'x-param': 'PB', 'x-condition': { op: 'equals', field: 'K', value: 'B' } },
    });
    expect(decode(def, { PA: 'a', PB: 'b' })).toStrictEqual({ K: 'A', SHOWN_A: 'a' });
  });
});
