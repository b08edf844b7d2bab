import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Condition, conditionToSchema, evaluateCondition } from '@ombudsportalen/engine';
import { ctx, define, fixture } from './helpers';
import { testEngine } from '../../setup-engine';

const { isDefinitionVisible, validateValues, visibleFieldNames, visibleValues } = testEngine;

describe('evaluateCondition', () => {
  const values = { P_TYP: '2', VISA: true, N: 3 };
  it.each<[Condition, boolean]>([
    [{ op: 'equals', field: 'P_TYP', value: '2' }, true],
    [{ op: 'equals', field: 'P_TYP', value: 2 }, false], // strict: "2" is not 2
    [{ op: 'oneOf', field: 'N', values: [1, 3] }, true],
    [{ op: 'set', field: 'VISA' }, true],
    [{ op: 'set', field: 'MISSING' }, false],
    [{ op: 'not', condition: { op: 'equals', field: 'VISA', value: true } }, false],
    [{ op: 'all', conditions: [{ op: 'set', field: 'N' }, { op: 'equals', field: 'P_TYP', value: '1' }] }, false],
    [{ op: 'any', conditions: [{ op: 'set', field: 'MISSING' }, { op: 'equals', field: 'P_TYP', value: '2' }] }, true],
  ])('%j → %s', (cond, expected) => expect(evaluateCondition(cond, values)).toBe(expected));

  // The compiled validators use conditionToSchema as `if`: both must always agree.
  it('agrees with its JSON-Schema twin on arbitrary conditions and values', () => {
    const ajv = new Ajv2020({ strict: false });
    const scalar = fc.constantFrom<string | number | boolean>('1', '2', 1, 2, true, false);
    const field = fc.constantFrom('a', 'b', 'c');
    const cond = fc.letrec<{ c: Condition }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ op: fc.constant('equals' as const), field, value: scalar }),
        fc.record({ op: fc.constant('oneOf' as const), field, values: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
        fc.record({ op: fc.constant('set' as const), field }),
        fc.record({ op: fc.constant('not' as const), condition: tie('c') }),
        fc.record({ op: fc.constantFrom('all' as const, 'any' as const), conditions: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }),
      ),
    })).c;
    const values = fc.dictionary(field, scalar, { maxKeys: 3 });
    fc.assert(fc.property(cond, values, (c, v) => evaluateCondition(c, v) === ajv.validate(conditionToSchema(c), v)), { numRuns: 300 });
  });
});

describe('visibility', () => {
  it('a field whose condition fails is not shown, not validated and not sent (EKORBF01)', () => {
    const def = fixture('EKORBF01');
    expect(visibleFieldNames(def, { P_TYP: '2' }, ctx())).toStrictEqual(['P_TYP', 'DAG']);
    expect(visibleFieldNames(def, { P_TYP: '1' }, ctx())).toStrictEqual(['P_TYP', 'VFOM', 'VTOM']);
    expect(visibleFieldNames(def, { P_TYP: '1' }, ctx({ roles: ['RETAIL'] }))).toStrictEqual(['P_TYP', 'VFOM', 'VTOM', 'P_OMBUDNR']);
    expect(validateValues(def, { P_TYP: '1', VFOM: '2409', VTOM: '2410', DAG: 'garbage', MFOM: '99' }, ctx()).valid).toBe(true);
  });

  it('a condition on a hidden field sees it as unset (chains of conditions)', () => {
    const def = define({
      a: { type: 'boolean' },
      b: { type: 'string', 'x-condition': { op: 'equals', field: 'a', value: true } },
      c: { type: 'string', 'x-condition': { op: 'equals', field: 'b', value: 'x' } },
    }, { required: ['c'] });
    expect(visibleValues(def, { a: false, b: 'x', c: 'y' }, ctx())).toStrictEqual({ a: false });
    expect(validateValues(def, { a: false, b: 'x' }, ctx()).valid).toBe(true);
    expect(validateValues(def, { a: true, b: 'x' }, ctx()).errors.map((e) => e.field)).toStrictEqual(['c']);
  });

  it('conditions may name fields declared later', () => {
    const def = define({ later: { type: 'string', 'x-condition': { op: 'set', field: 'first' } }, first: { type: 'string' } });
    expect(visibleFieldNames(def, { first: 'x' }, ctx())).toStrictEqual(['later', 'first']);
  });

  it('role and segment visibility of fields', () => {
    const def = define({
      internal: { type: 'string', 'x-visibleTo': { roles: ['ADMIN', 'SALJCOACH'] } },
      track: { type: 'string', 'x-visibleTo': { segments: ['TRACK'] } },
    }, { required: ['internal', 'track'] });
    expect(visibleFieldNames(def, {}, ctx())).toStrictEqual([]);
    expect(validateValues(def, {}, ctx()).valid).toBe(true);
    expect(visibleFieldNames(def, {}, ctx({ roles: ['SALJCOACH'], segment: 'TRACK' }))).toStrictEqual(['internal', 'track']);
    expect(validateValues(def, {}, ctx({ roles: ['SALJCOACH'], segment: 'TRACK' })).errors.map((e) => e.field)).toStrictEqual(['internal', 'track']);
  });

  // Issue 15: "TRACK outlets, or internal staff whatever agency they act for" is one anyOf.
  it.each<[string, string[], 'AGENCY' | 'DIGITAL' | 'TRACK', boolean]>([
    ['a TRACK manager', ['OMBMGR'], 'TRACK', true],
    ['an AGENCY manager', ['OMBMGR'], 'AGENCY', false],
    ['ADMIN acting for an AGENCY outlet', ['ADMIN'], 'AGENCY', true],
    ['SALJCOACH acting for a DIGITAL outlet', ['SALJCOACH'], 'DIGITAL', true],
    ['a DIGITAL seller', ['SALJARE'], 'DIGITAL', false],
  ])('anyOf visibility: %s → %s', (_who, roles, segment, shown) => {
    const anyOf = { anyOf: [{ segments: ['TRACK' as const] }, { roles: ['ADMIN', 'SALJCOACH'] }] };
    const field = define({ v: { type: 'string', 'x-visibleTo': anyOf } }, { required: ['v'] });
    expect(visibleFieldNames(field, {}, ctx({ roles, segment }))).toStrictEqual(shown ? ['v'] : []);
    expect(validateValues(field, {}, ctx({ roles, segment })).errors.map((e) => e.field)).toStrictEqual(shown ? ['v'] : []);
    const whole = define({ v: { type: 'string' } }, { 'x-visibleTo': anyOf });
    expect(isDefinitionVisible(whole, ctx({ roles, segment }))).toBe(shown);
  });

  it('allOf visibility needs every part, and keys beside anyOf hold too', () => {
    const def = define({ v: { type: 'string', 'x-visibleTo': { allOf: [{ roles: ['OMBMGR'] }, { segments: ['AGENCY', 'TRACK'] }] } } });
    expect(visibleFieldNames(def, {}, ctx({ roles: ['OMBMGR'], segment: 'TRACK' }))).toStrictEqual(['v']);
    expect(visibleFieldNames(def, {}, ctx({ roles: ['OMBMGR'], segment: 'DIGITAL' }))).toStrictEqual([]);
    expect(visibleFieldNames(def, {}, ctx({ roles: ['SALJARE'], segment: 'AGENCY' }))).toStrictEqual([]);
    const both = define({ v: { type: 'string', 'x-visibleTo': { roles: ['OMBMGR'], anyOf: [{ segments: ['TRACK'] }, { segments: ['DIGITAL'] }] } } });
    expect(visibleFieldNames(both, {}, ctx({ roles: ['OMBMGR'], segment: 'DIGITAL' }))).toStrictEqual(['v']);
    expect(visibleFieldNames(both, {}, ctx({ roles: ['OMBMGR'], segment: 'AGENCY' }))).toStrictEqual([]);
    expect(visibleFieldNames(both, {}, ctx({ roles: ['ADMIN'], segment: 'TRACK' }))).toStrictEqual([]);
  });

  it('drops empty strings, null and unknown keys from the values it works on', () => {
    const def = define({ a: { type: 'string' }, b: { type: 'string' } });
    expect(visibleValues(def, { a: '', b: null, z: 'x' }, ctx())).toStrictEqual({});
  });
});
