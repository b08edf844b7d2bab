import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Definition, type EngineContext } from '@ombudsportalen/engine';
import { REPORT_CODES, define, fixture } from './helpers';
import { testEngine } from '../../setup-engine';

const { buildFormPayload, buildReportPayload, visibleFieldNames } = testEngine;

// Values that exercise every branch: unset in three ways, a per-field sentinel, options, periods, booleans.
function valuesArb(def: Definition) {
  const entries = def.fields.map((f) => {
    const options = (f.options ?? []).map((o) => fc.constant<unknown>(o.value));
    const value = fc.oneof(
      fc.constant<unknown>(undefined), fc.constant<unknown>(''), fc.constant<unknown>(null),
      fc.constant<unknown>(`@@${f.name}@@`), fc.boolean(),
      fc.constantFrom<unknown>('2024-03-01', '2410', '2403', '2024', '24'),
      ...options,
    );
    return [f.name, value] as const;
  });
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] });
}

const contextArb: fc.Arbitrary<EngineContext> = fc.record({
  roles: fc.subarray(['OMBMGR', 'EKONOMI', 'RETAIL', 'ADMIN', 'PARTNER_TELIA'], { minLength: 1 }),
  segment: fc.constantFrom('AGENCY' as const, 'DIGITAL' as const, 'TRACK' as const),
  agencyNumber: fc.constantFrom('', '12345'),
  today: fc.constantFrom('2024-03-15', '2025-01-01'),
});

function assertClean(def: Definition, values: Record<string, unknown>, ctx: EngineContext, body: unknown): void {
  const json = JSON.stringify(body);
  expect(JSON.parse(json)).toStrictEqual(body); // nothing undefined anywhere
  expect(json).not.toMatch(/"(undefined|null)"|:null|""/);
  const visible = new Set(visibleFieldNames(def, values, ctx));
  for (const f of def.fields) {
    const sentinel = `${f.name}@@`; // survives the fixtures' dropLeading/removeChars
    if (!visible.has(f.name) || !f.submit) expect(json, `${f.name} leaked`).not.toContain(sentinel);
  }
}

describe('no payload holds a hidden or submit:false field, or an undefined value', () => {
  it.each(REPORT_CODES)('%s', (code) => {
    const def = fixture(code);
    fc.assert(fc.property(valuesArb(def), contextArb, (values, ctx) => {
      assertClean(def, values, ctx, buildReportPayload(def, values, ctx));
    }), { numRuns: 100 });
  });

  it('a nested form', () => {
    const def = define({
      show: { type: 'boolean', 'x-submit': false },
      a: { type: 'string', 'x-condition': { op: 'equals', field: 'show', value: true } },
      b: { type: 'string', 'x-visibleTo': { roles: ['ADMIN'] } },
      c: { type: 'string' },
    }, { 'x-payload': { nest: { group: ['a', 'c'] } } });
    fc.assert(fc.property(valuesArb(def), contextArb, (values, ctx) => {
      assertClean(def, values, ctx, buildFormPayload(def, values, ctx));
    }), { numRuns: 200 });
  });
});
