import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import { ROOT } from './helpers';
import { testEngine } from '../../setup-engine';
import { PORTAL_PAYLOAD_ACTOR } from '../../../scripts/portal-engine';

function run(argv: string[], cwd = ROOT, stdin = '') {
  let out = '';
  let err = '';
  // `payload` without --roles and --segment acts as the portal's entry says (scripts/schemas.ts: a manager at an ordinary outlet).
  const code = main(argv, { cwd, stdout: (t) => void (out += t), stderr: (t) => void (err += t), readStdin: () => stdin }, { engine: testEngine, payloadActor: PORTAL_PAYLOAD_ACTOR });
  return { code, out, err };
}

// A scratch project: the real meta-schema, a broken copy of a fixture and a declaration of another kind.
const scratch = mkdtempSync(join(tmpdir(), 'schemas-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
mkdirSync(join(scratch, 'schemas/reports'), { recursive: true });
mkdirSync(join(scratch, 'schemas/things'), { recursive: true });
cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
const broken = JSON.parse(readFileSync(join(ROOT, 'schemas/reports/EKOROM12.json'), 'utf8'));
broken.properties['P_FOM:P_TOM']['x-maxSpan'] = { weeks: 52 };
writeFileSync(join(scratch, 'schemas/reports/EKOROM12.json'), JSON.stringify(broken, null, 2));
writeFileSync(join(scratch, 'schemas/meta/thing.schema.json'), JSON.stringify({ type: 'object', required: ['name'], properties: { $schema: {}, name: { type: 'string' } }, additionalProperties: false }));
writeFileSync(join(scratch, 'schemas/things/good.json'), JSON.stringify({ $schema: '../meta/thing.schema.json', name: 'x' }));
writeFileSync(join(scratch, 'schemas/things/bad.json'), JSON.stringify({ $schema: '../meta/thing.schema.json', name: 1 }));
writeFileSync(join(scratch, 'schemas/things/no-schema.json'), '{}');

describe('schemas check', () => {
  it('passes on the repository (exit 0)', () => {
    const { code, out } = run(['check']);
    expect(code).toBe(0);
    expect(out).toMatch(/file\(s\) checked, 0 problem\(s\)\n$/);
  });

  it('fails on a broken copy of a fixture with file:pointer: message lines (exit 1)', () => {
    const { code, out } = run(['check'], scratch);
    expect(code).toBe(1);
    expect(out).toContain("schemas/reports/EKOROM12.json:/properties/P_FOM:P_TOM/x-maxSpan: weeks spans need format week, not date\n");
    expect(out).toContain('schemas/things/bad.json:/name: must be string\n');
    expect(out).toContain('schemas/things/no-schema.json:/$schema: names no meta-schema');
    expect(out).not.toContain('good.json');
  });

  it('checks only the files it is given', () => {
    expect(run(['check', 'schemas/things/good.json'], scratch).code).toBe(0);
  });

  it('--format json', () => {
    const { code, out } = run(['check', 'schemas/things/bad.json', 'schemas/things/good.json', '--format', 'json'], scratch);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toStrictEqual({ ok: false, files: [
      { file: 'schemas/things/bad.json', problems: [{ pointer: '/name', message: 'must be string' }] },
      { file: 'schemas/things/good.json', problems: [] },
    ] });
  });

  it('--format junit', () => {
    const { out } = run(['check', 'schemas/things/bad.json', 'schemas/things/good.json', '--format=junit'], scratch);
    expect(out).toContain('<testsuite name="schemas check" tests="2" failures="1">');
    expect(out).toContain('<testcase classname="schemas" name="schemas/things/good.json"/>');
    expect(out).toContain('<failure message="1 problem(s)">schemas/things/bad.json:/name: must be string</failure>');
  });

  it('refuses an unknown format and an unknown command (exit 2)', () => {
    expect(run(['check', '--format', 'xml']).code).toBe(2);
    expect(run(['frobnicate']).code).toBe(2);
  });
});

describe('schemas payload', () => {
  const base = ['payload', 'schemas/reports/EKOROM12.json', '--input', '-', '--agency', '12345', '--today', '2024-03-15'];

  it('prints the request body (exit 0)', () => {
    const { code, out } = run([...base, '--format', 'xlsx'], ROOT, '{"P_FOM":"2024-03-01","P_TOM":"2024-03-14"}');
    expect(code).toBe(0);
    expect(JSON.stringify(JSON.parse(out))).toBe('{"type":"agency","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[{"name":"P_FOM","values":["240301"]},{"name":"P_TOM","values":["2024-03-14"]},{"name":"P_OMBUDNR","values":["12345"]},{"name":"formatType","values":["xlsx"]}]}}');
  });

  it('prints the Swedish errors (exit 1)', () => {
    const { code, out, err } = run(base, ROOT, '{"P_FOM":"2024-03-01","P_TOM":"2024-03-16"}');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.\nP_TOM: Datum får inte vara efter dagens datum.\n');
  });

  it('reads roles and input files', () => {
    const input = join(scratch, 'values.json');
    writeFileSync(input, '{"P_VECKA":"2410"}');
    const { code, out } = run(['payload', 'schemas/reports/PART_RAPPORT.json', '--input', input, '--roles', 'PARTNER_TELIA', '--today', '2024-03-15']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ type: 'partner', year: '24', week: '10' });
  });

  it('starts from the definition’s defaults, like the form: {} gives yesterday to yesterday', () => {
    const { code, out } = run(base, ROOT, '{}');
    expect(code).toBe(0);
    expect(JSON.stringify(JSON.parse(out))).toBe('{"type":"agency","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[{"name":"P_FOM","values":["240314"]},{"name":"P_TOM","values":["2024-03-14"]},{"name":"P_OMBUDNR","values":["12345"]},{"name":"formatType","values":["pdf"]}]}}');
    const week = run(['payload', 'schemas/reports/EKORAN01.json', '--input', '-', '--agency', '12345', '--today', '2024-03-15'], ROOT, '{}');
    expect(JSON.parse(week.out).parameterNameValues.listOfParamNameValues[0]).toStrictEqual({ name: 'P_VECKA', values: ['2410'] });
  });

  it('--no-defaults sends only the input: the missing fields are errors', () => {
    const { code, err } = run([...base, '--no-defaults'], ROOT, '{}');
    expect(code).toBe(1);
    expect(err).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.\nP_FOM: Måste fyllas i\nP_TOM: Måste fyllas i\n');
  });

  it('warns (exit 2) when the roles or the segment cannot see the report, and still shows the body', () => {
    const digital = run(['payload', 'schemas/reports/EKORDA01.json', '--input', '-', '--agency', '2002', '--segment', 'DIGITAL', '--today', '2024-03-15'], ROOT, '{}');
    expect(digital.code).toBe(2);
    expect(JSON.parse(digital.out)).toMatchObject({ type: 'agency' });
    expect(digital.err).toBe('warning: roles OMBMGR in segment DIGITAL cannot see this report (x-visibleTo {"roles":["OMBMGR","SALJPLUS","EKONOMI","RETAIL","ADMIN","SALJCOACH"],"segments":["AGENCY","TRACK"]}); the portal would not offer it and the server answers 403\n');
    const seller = run([...base, '--roles', 'SALJARE'], ROOT, '{}');
    expect(seller.code).toBe(2);
    expect(seller.err).toMatch(/^warning: roles SALJARE in segment AGENCY cannot see this report/);
  });

  it('needs a definition and --input (exit 2)', () => {
    expect(run(['payload', 'schemas/reports/EKOROM12.json']).code).toBe(2);
  });
});

describe('schemas compile', () => {
  it('writes one standalone ES module per definition, importing the rule runtime relatively', () => {
    const out = join(scratch, 'compiled');
    const { code, out: printed } = run(['compile', 'schemas/reports/EKORDF01.json', '--out', out]);
    expect(code).toBe(0);
    expect(printed.trim()).toMatch(/compiled\/EKORDF01\.validate\.js$/);
    const source = readFileSync(join(out, 'EKORDF01.validate.js'), 'utf8');
    expect(source).toContain(`import * as __module0 from "${relative(out, join(ROOT, 'engine/validation/rule-runtime.ts'))}";`);
    expect(source).toContain('export const validate = ');
  });
});

describe('the real entry point', () => {
  it('npx tsx scripts/schemas.ts (the portal\'s entry of the engine CLI) exits 1 with file:pointer lines for a broken definition', () => {
    let result = { status: 0, stdout: '' };
    try {
      // Under mutation testing (npm run test:mutation) the child runs the mutated entry point too: pass it the active mutant.
      const mutant = (globalThis as { __stryker__?: { activeMutant?: string } }).__stryker__?.activeMutant;
      const env = mutant === undefined ? process.env : { ...process.env, __STRYKER_ACTIVE_MUTANT__: mutant };
      execFileSync('npx', ['tsx', 'scripts/schemas.ts', 'check', join(scratch, 'schemas/reports/EKOROM12.json')], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env });
    } catch (e) {
      result = e as typeof result;
    }
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/EKOROM12\.json:\/properties\/P_FOM:P_TOM\/x-maxSpan: weeks spans need format week, not date\n/);
  }, 60_000);
});
