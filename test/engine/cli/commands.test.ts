import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_DECLARATION_MODULES } from '../../../engine/api/generate-types';
import { findDeclarations } from '../../../engine/cli/find-declarations';
import { type CliOptions, main } from '@ombudsportalen/engine/cli';
import { ROOT } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';

function run(argv: string[], cwd = ROOT, stdin = '', options: Partial<CliOptions> = {}) {
  let out = '';
  let err = '';
  const code = main(argv, { cwd, stdout: (t) => void (out += t), stderr: (t) => void (err += t), readStdin: () => stdin }, { engine: testEngine, ...options });
  return { code, out, err };
}

const scratch = mkdtempSync(join(tmpdir(), 'schemas-cli-commands-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(scratch, path, '..'), { recursive: true });
  writeFileSync(join(scratch, path), text);
};
cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
write('schemas/meta/thing.schema.json', JSON.stringify({ type: 'object', required: ['name'], properties: { $schema: {}, name: { type: 'string' } } }));
write('schemas/meta/broken.schema.json', JSON.stringify({ type: 'no-such-type' }));
write('schemas/things/good.json', JSON.stringify({ $schema: '../meta/thing.schema.json', name: 'x' }));
write('schemas/things/bad-json.json', '{ "name": ');
write('schemas/things/null.json', 'null');
write('schemas/things/numbered.json', JSON.stringify({ $schema: 7 }));
write('schemas/things/missing-meta.json', JSON.stringify({ $schema: '../meta/nowhere.schema.json' }));
write('schemas/things/broken-meta.json', JSON.stringify({ $schema: '../meta/broken.schema.json' }));
write('schemas/things/notes.txt', 'not a declaration');
write('schemas/things-more.json', JSON.stringify({ $schema: './meta/thing.schema.json', name: 'more' }));
write('schemas/forms/form.json', JSON.stringify({ $schema: '../meta/definition.schema.json', formatVersion: 3, title: 'F', type: 'object', properties: { a: { type: 'string' } } }));
write('schemas/forms/templates/list.json', JSON.stringify({ $schema: '../../meta/form-template.schema.json' }));
write('schemas/api/reports.json', JSON.stringify({ $schema: '../meta/api-contract.schema.json' }));
write('other/bad-definition.json', JSON.stringify({ $schema: '../schemas/meta/definition.schema.json', formatVersion: 3, type: 'object', properties: { a: { type: 'strin' } } }));

const USAGE_START = 'npm run schemas -- <command>   (npm run schemas -- <command> --help: its usage)\n  check: ';

describe('schemas CLI entry', () => {
  it('prints the usage: on stdout with exit 0 when asked for help or given nothing, on stderr with 2 for an unknown command', () => {
    for (const argv of [[], ['help'], ['--help']]) {
      const { code, out, err } = run(argv);
      expect([code, out.startsWith(USAGE_START), err]).toStrictEqual([0, true, '']);
    }
    const unknown = run(['frobnicate']);
    expect([unknown.code, unknown.err.startsWith(USAGE_START)]).toStrictEqual([2, true]);
    expect(unknown.err).toContain('  contracts: the API contracts');
  });

  it('every subcommand answers --help with its usage and exit 0 (issue 40 §5), doing nothing else', () => {
    for (const name of ['check', 'payload', 'compile', 'contracts', 'migrate', 'reference', 'sql']) {
      const { code, out, err } = run([name, '--help']);
      expect([code, out.startsWith(`npm run schemas -- ${name}`), err], name).toStrictEqual([0, true, '']);
    }
  });

  it('a broken definition is reported by its problems (exit 2), any other failure as "error: …"', () => {
    const broken = run(['payload', 'other/bad-definition.json', '--input', '-'], scratch, '{}');
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^other\/bad-definition\.json:\/properties\/a\/type: .+\n$/);
    const missing = run(['payload', 'schemas/none.json', '--input', '-'], scratch, '{}');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^error: ENOENT: no such file or directory, open '.*schemas\/none\.json'\n$/);
  });
});

describe('schemas check', () => {
  it('checks every *.json under schemas/ except schemas/meta/, sorted', () => {
    expect(findDeclarations(scratch)).toStrictEqual([
      'schemas/api/reports.json', 'schemas/forms/form.json', 'schemas/forms/templates/list.json',
      'schemas/things-more.json', 'schemas/things/bad-json.json', 'schemas/things/broken-meta.json', 'schemas/things/good.json', 'schemas/things/missing-meta.json',
      'schemas/things/null.json', 'schemas/things/numbered.json',
    ]);
  });

  it('names what keeps a file from being checked: its JSON, its $schema, the meta-schema itself', () => {
    const files = ['bad-json', 'null', 'numbered', 'missing-meta', 'broken-meta', 'good'].map((f) => `schemas/things/${f}.json`);
    const { code, out } = run(['check', ...files], scratch);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^schemas\/things\/bad-json\.json:: not readable JSON: .+/);
    expect(lines.slice(1, 4)).toStrictEqual([
      'schemas/things/null.json:/$schema: names no meta-schema (a relative path such as ../meta/definition.schema.json)',
      'schemas/things/numbered.json:/$schema: names no meta-schema (a relative path such as ../meta/definition.schema.json)',
      'schemas/things/missing-meta.json:/$schema: meta-schema ../meta/nowhere.schema.json does not exist',
    ]);
    expect(lines[4]).toMatch(/^schemas\/things\/broken-meta\.json:\/\$schema: cannot check against \.\.\/meta\/broken\.schema\.json: .+/);
    expect(lines.slice(5)).toStrictEqual(['6 file(s) checked, 5 problem(s)', '']);
  });

  it('a file given by an absolute path is named relative to the working directory', () => {
    const { code, out } = run(['check', join(scratch, 'schemas/things/numbered.json')], scratch);
    expect([code, out]).toStrictEqual([1, 'schemas/things/numbered.json:/$schema: names no meta-schema (a relative path such as ../meta/definition.schema.json)\n1 file(s) checked, 1 problem(s)\n']);
    expect(run(['check', join(scratch, 'schemas/things/good.json')], scratch)).toStrictEqual({ code: 0, out: '1 file(s) checked, 0 problem(s)\n', err: '' });
  });

  it('definitions get the definition checks, other kinds their meta-schema; a layer above may replace a kind', () => {
    const definition = run(['check', 'other/bad-definition.json', 'schemas/forms/form.json'], scratch);
    expect(definition.code).toBe(1);
    expect(definition.out).toMatch(/^other\/bad-definition\.json:\/properties\/a\/type: /);
    expect(definition.out).toMatch(/1 problem\(s\)\n$/);
    const replaced = run(['check', 'schemas/things/good.json', 'schemas/forms/form.json'], scratch, '', {
      kinds: { 'thing.schema.json': (_json: unknown, file: string) => [{ file, pointer: '/name', message: 'not today' }] },
    });
    // the replacement is the only check: form.json (definition.schema.json has no entry now) gets its meta-schema only
    expect([replaced.code, replaced.out]).toStrictEqual([1, 'schemas/things/good.json:/name: not today\n2 file(s) checked, 1 problem(s)\n']);
  });

  it('refuses an unknown --format (exit 2) before reading any file', () => {
    const { code, out, err } = run(['check', 'schemas/nowhere.json', '--format', 'xml'], scratch);
    expect([code, out, err]).toStrictEqual([2, '', 'unknown --format xml (text, json or junit)\n']);
  });
});

describe('schemas compile', () => {
  it('needs --out (exit 2)', () => {
    expect(run(['compile', 'schemas/forms/form.json'], scratch)).toStrictEqual({ code: 2, out: '', err: 'usage: compile [definitions…] --out <dir>\n' });
  });

  it('without files compiles every definition under schemas/, not contracts or templates', () => {
    const project = mkdtempSync(join(tmpdir(), 'schemas-cli-compile-'));
    try {
      for (const path of ['schemas/forms/form.json', 'schemas/forms/templates/list.json', 'schemas/api/reports.json', 'schemas/things/numbered.json']) cpSync(join(scratch, path), join(project, path));
      const { code, out, err } = run(['compile', '--out', 'build/validators'], project);
      expect([code, err]).toStrictEqual([0, '']);
      expect(out).toBe('build/validators/form.validate.js\n');
      expect(readdirSync(join(project, 'build/validators'))).toStrictEqual(['form.validate.js']);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('imports the rule runtime by a relative path starting with ./ when it lies below the output directory', () => {
    mkdirSync(join(scratch, 'engine/validation'), { recursive: true });
    const { code } = run(['compile', 'schemas/forms/form.json', '--out', 'engine'], scratch);
    expect(code).toBe(0);
    const source = readFileSync(join(scratch, 'engine/form.validate.js'), 'utf8');
    // form.json has no rule keywords, so the runtime import is absent; a report's definition has them
    expect(source).toContain('export const validate = ');
    const report = run(['compile', join(ROOT, 'schemas/reports/EKORDF01.json'), '--out', 'engine'], scratch);
    expect(report.code).toBe(0);
    expect(readFileSync(join(scratch, 'engine/EKORDF01.validate.js'), 'utf8')).toContain('import * as __module0 from "./validation/rule-runtime.ts";');
    // ajv's own runtime helpers keep their specifiers
    const seller = run(['compile', join(ROOT, 'schemas/forms/staff-add-seller.json'), '--out', 'engine'], scratch);
    expect(seller.code).toBe(0);
    expect(readFileSync(join(scratch, 'engine/staff-add-seller.validate.js'), 'utf8').split('\n').slice(0, 2)).toStrictEqual([
      'import * as __module0 from "./validation/rule-runtime.ts";', 'import * as __module1 from "ajv/dist/runtime/ucs2length";',
    ]);
  });
});

const CONTRACT_TYPES_FILE = 'portal/api/contracts.gen.ts';
const CONTRACTS = ['contracts', '--from', 'schemas/api', '--out', CONTRACT_TYPES_FILE];

describe('schemas contracts', () => {
  it('--check: exit 0 when every generated type file is what the schemas give, 1 (with a hint per file) when stale or missing', () => {
    const project = mkdtempSync(join(tmpdir(), 'schemas-cli-contracts-'));
    const generated = [CONTRACT_TYPES_FILE, ...ENGINE_DECLARATION_MODULES.map((module) => module.path)];
    try {
      cpSync(join(ROOT, 'schemas/api'), join(project, 'schemas/api'), { recursive: true });
      cpSync(join(ROOT, 'schemas/meta'), join(project, 'schemas/meta'), { recursive: true });
      for (const dir of ['portal/api', 'engine/api']) mkdirSync(join(project, dir), { recursive: true });
      writeFileSync(join(project, CONTRACT_TYPES_FILE), 'stale');
      expect(run([...CONTRACTS, '--check'], project)).toStrictEqual({ code: 1, out: '', err: generated.map((path) => `${path} is stale: run npm run contracts\n`).join('') });
      expect(readFileSync(join(project, CONTRACT_TYPES_FILE), 'utf8')).toBe('stale');
      expect(run(CONTRACTS, project)).toStrictEqual({ code: 0, out: generated.map((path) => `${path}\n`).join(''), err: '' });
      for (const path of generated) expect(readFileSync(join(project, path), 'utf8')).toBe(readFileSync(join(ROOT, path), 'utf8'));
      expect(run([...CONTRACTS, '--check'], project)).toStrictEqual({ code: 0, out: '', err: '' });
      writeFileSync(join(project, ENGINE_DECLARATION_MODULES[0]!.path), 'stale');
      expect(run([...CONTRACTS, '--check'], project)).toStrictEqual({ code: 1, out: '', err: `${ENGINE_DECLARATION_MODULES[0]!.path} is stale: run npm run contracts\n` });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
