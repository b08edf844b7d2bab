// @vitest-environment jsdom
// `check --coverage` (issue 40 §6): what each definition's golden examples exercise, and CI failing below 100 %.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import { testEngine } from '../../setup-engine';

const scratch = mkdtempSync(join(tmpdir(), 'schemas-coverage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
mkdirSync(join(scratch, 'schemas/forms'), { recursive: true });
const ctx = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: '2026-11-02' };
// A planted form: `reason` exists unless `kind` is "plain"; untested.json has no example choosing "plain", so its condition never fails.
const planted = (examples: unknown[]) => ({
  $schema: '../meta/definition.schema.json', // the engine's own kind: its meta-schema need not be there
  formatVersion: 3, title: 'Planterad', type: 'object',
  properties: { kind: { type: 'string', 'x-options': ['other', 'plain'] }, reason: { type: 'string', maxLength: 20, 'x-condition': { op: 'not', condition: { op: 'equals', field: 'kind', value: 'plain' } } } },
  required: ['kind', 'reason'],
  'x-examples': examples,
});
const other = { name: 'other with a reason', context: ctx, values: { kind: 'other', reason: 'x' }, payload: { kind: 'other', reason: 'x' } };
const every = [
  other,
  { name: 'plain: no reason is asked for', context: ctx, values: { kind: 'plain', reason: 'x' }, payload: { kind: 'plain' } },
  { name: 'not an option', context: ctx, values: { kind: 'third', reason: 'x' }, errors: [{ field: 'kind', message: 'Välj ett av alternativen.', code: 'invalidOption' }] },
  { name: 'a reason too long', context: ctx, values: { kind: 'other', reason: 'x'.repeat(21) }, errors: [{ field: 'reason', message: 'Får innehålla högst 20 tecken.', code: 'maxLength' }] },
  { name: 'nothing filled in', context: ctx, values: {}, errors: [{ field: 'kind', message: 'Fältet måste fyllas in.', code: 'required' }, { field: 'reason', message: 'Fältet måste fyllas in.', code: 'required' }] },
];
const write = (name: string, json: unknown) => writeFileSync(join(scratch, 'schemas/forms', name), JSON.stringify(json));
write('untested.json', planted([other, ...every.slice(2)]));
write('tested.json', planted(every));

function run(...argv: string[]) {
  let out = '';
  const code = main(['check', '--coverage', ...argv], { cwd: scratch, stdout: (t) => void (out += t), stderr: (t) => void (out += t), readStdin: () => '' }, { engine: testEngine }) as number;
  return { code, out };
}

describe('check --coverage', () => {
  it('a planted definition whose examples never make its condition fail reports < 100 % naming the outcome, and exits 1', () => {
    const { code, out } = run('schemas/forms/untested.json');
    expect(code).toBe(1);
    expect(out).toContain([
      'schemas/forms/untested.json: 9/10 (90 %)',
      '  missed condition: reason x-condition {"op":"not","condition":{"op":"equals","field":"kind","value":"plain"}} does not hold',
      '1 definition(s), 0 at 100 %, 9/10 items (90 %)',
    ].join('\n'));
  });

  it('its golden examples exercising both outcomes, every rule and every text: 100 % and exit 0', () => {
    const { code, out } = run('schemas/forms/tested.json');
    expect([code, out]).toStrictEqual([0, [
      '1 file(s) checked, 0 problem(s)',
      'coverage by the golden examples (each x-condition and transform when in both outcomes, transform steps, rules, error texts):',
      'schemas/forms/tested.json: 10/10 (100 %)',
      '1 definition(s), 1 at 100 %, 10/10 items (100 %)',
      '',
    ].join('\n')]);
  });

  it('--format json parses: per definition its counts and every item with whether it was hit', () => {
    const { code, out } = run('--format', 'json', 'schemas/forms');
    expect(code).toBe(1);
    const { coverage } = JSON.parse(out) as { coverage: { ok: boolean; definitions: { file: string; percent: number; items: { kind: string; name: string; hit: boolean }[] }[] } };
    expect(coverage.ok).toBe(false);
    expect(coverage.definitions.map((d) => [d.file, d.percent])).toStrictEqual([['schemas/forms/tested.json', 100], ['schemas/forms/untested.json', 90]]);
    expect(coverage.definitions[1]!.items.filter((i) => !i.hit)).toStrictEqual([{ kind: 'condition', name: 'reason x-condition {"op":"not","condition":{"op":"equals","field":"kind","value":"plain"}} does not hold', hit: false }]);
    expect(coverage.definitions[0]!.items.filter((i) => i.kind === 'message').map((i) => i.name)).toStrictEqual(['"Fältet måste fyllas in."', '"Välj ett av alternativen."', '"Får innehålla högst 20 tecken."', '"Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen."']);
  });

  it('--format junit parses: a coverage suite beside the check suite, a failure per definition below 100 %', () => {
    const { code, out } = run('--format', 'junit', 'schemas/forms');
    const xml = new DOMParser().parseFromString(out, 'application/xml');
    expect([code, xml.getElementsByTagName('parsererror').length, xml.documentElement.tagName]).toStrictEqual([1, 0, 'testsuites']);
    const suites = [...xml.getElementsByTagName('testsuite')].map((s) => [s.getAttribute('name'), s.getAttribute('failures')]);
    expect(suites).toStrictEqual([['schemas check', '0'], ['schemas coverage', '1']]);
    expect(out).toContain('<testcase classname="schemas coverage" name="schemas/forms/untested.json">\n    <failure message="9/10 (90 %)">missed condition: reason x-condition {&quot;op&quot;:&quot;not&quot;,&quot;condition&quot;:{&quot;op&quot;:&quot;equals&quot;,&quot;field&quot;:&quot;kind&quot;,&quot;value&quot;:&quot;plain&quot;}} does not hold</failure>');
  });

  it('a definition with problems is not measured and fails the run', () => {
    write('broken.json', { ...planted([other]), 'x-examples': [{ ...other, payload: { kind: 'plain' } }] });
    const { code, out } = run('schemas/forms/broken.json');
    rmSync(join(scratch, 'schemas/forms/broken.json'));
    expect(code).toBe(1);
    expect(out).toContain('schemas/forms/broken.json: not measured (1 problem(s) to fix first)');
  });
});
