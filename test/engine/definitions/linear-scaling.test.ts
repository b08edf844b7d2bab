// Issue 16 item 4: payload and validation at 8,000 fields. How the time grows with the number of fields is a timing, so
// it is a figure of `npm run bench:engine` ("Scaling": t(3000)/t(300)/10 against its goal), not a test (issue 23 item
// 18: no test in `npm test` times the code); what stays here is what a large form must produce.
import { describe, expect, it } from 'vitest';
import { type Definition } from '@ombudsportalen/engine';
import { generatedDefinition, generatedValues } from '../../../bench/engine/generated-definition';
import { ctx } from './helpers';
import { testEngine } from '../../setup-engine';

const { buildFormPayload, computeDefaults, loadDefinition, validateValues } = testEngine;

const LARGE = 8000;

function sized(count: number): { def: Definition; values: Record<string, unknown> } {
  const def = loadDefinition(generatedDefinition(count), `generated-${count}.json`, { metaCheck: false });
  return { def, values: { ...computeDefaults(def, ctx()), ...generatedValues(count) } };
}

const large = sized(LARGE);

// Heavy by design (8,000 fields): a bound against a hang, wide enough for a machine shared with other suites.
describe('a form of 8,000 fields', { timeout: 120_000 }, () => {
  it('buildFormPayload carries the last field', () => {
    expect(buildFormPayload(large.def, large.values, ctx())).toHaveProperty('f8000');
  });

  it('validateValues of an empty form: one error per required field, sorted in field order', () => {
    const result = validateValues(large.def, {}, ctx());
    expect(result.errors.length).toBeGreaterThan(LARGE / 4);
    const position = (name: string) => Number(name.slice(1));
    expect(result.errors.map((e) => e.field)).toStrictEqual(result.errors.map((e) => e.field).sort((a, b) => position(a) - position(b)));
  });
});
