// `npm run schemas -- migrate` upgrades a definition of the previous format (format 1: the files before issue 10 moved
// formatType into the name/value pairs and made spans count both ends) to one that passes the full check with the same
// golden bodies, and says what it changed and what needs a person. The fixtures are report files as they were at
// commit 4409f5e (92be508^), the last commit of format 1.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import { fullCheckKinds } from '../../../scripts/schemas.js';
import { ROOT } from '../../shared/reports-dir.js';
import { testEngine } from '../../setup-engine.js';

const FIXTURES = join(ROOT, 'test/fixtures/format-1');
type Example = { name: string; payload?: { parameterNameValues: { listOfParamNameValues: { name: string; values: unknown[] }[] }; formatType?: string } };

describe('npm run schemas -- migrate', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'migrate-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
  cpSync(FIXTURES, join(scratch, 'schemas/reports'), { recursive: true });
  const run = async (...argv: string[]) => {
    let out = '';
    const code = await main(argv, { cwd: scratch, stdout: (t) => void (out += t), stderr: (t) => void (out += t), readStdin: () => '' }, { engine: testEngine, kinds: fullCheckKinds });
    return { code, out };
  };
  const read = (file: string) => JSON.parse(readFileSync(join(scratch, file), 'utf8')) as { formatVersion?: number; 'x-examples': Example[] };

  it('check refuses a file of format 1 with one line saying what to run', async () => {
    expect(await run('check', 'schemas/reports/EKORDA01.json')).toStrictEqual({ code: 1, out: 'schemas/reports/EKORDA01.json:/formatVersion: the file has no formatVersion; it reads as format 1 (a golden body has formatType as a key); the current format is 3 (docs/definitions.md, "Format versions"): run npm run schemas -- migrate <file>\n1 file(s) checked, 1 problem(s)\n' });
  });

  it('migrates a format-1 report to one that passes check with the same golden bodies (formatType as the last pair)', async () => {
    const before = read('schemas/reports/EKORDA01.json');
    const { code, out } = await run('migrate', 'schemas/reports/EKORDA01.json');
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 4)).toStrictEqual([
      'schemas/reports/EKORDA01.json: has no formatVersion; read as format 1 (a golden body has formatType as a key)',
      'schemas/reports/EKORDA01.json: format 1 → 3',
      '  changed: /formatVersion: none → 3',
      '  changed: /x-examples/0/payload: formatType moved from a body key to the last name/value pair',
    ]);
    expect(out).not.toMatch(/needs a person/);
    const after = read('schemas/reports/EKORDA01.json');
    expect(after.formatVersion).toBe(3);
    // the same bodies, with the format travelling as the last name/value pair
    const moved = before['x-examples'].map(({ payload, ...rest }) => {
      if (!payload) return rest;
      const { formatType, ...body } = payload;
      body.parameterNameValues.listOfParamNameValues.push({ name: 'formatType', values: [formatType] });
      return { ...rest, payload: body };
    });
    expect(JSON.stringify(after['x-examples'])).toBe(JSON.stringify(moved));
    expect(await run('check', 'schemas/reports/EKORDA01.json')).toStrictEqual({ code: 0, out: '1 file(s) checked, 0 problem(s)\n' });
    expect(await run('migrate', 'schemas/reports/EKORDA01.json')).toStrictEqual({ code: 0, out: 'schemas/reports/EKORDA01.json: already format 3, unchanged\n' });
  });

  it('says what needs a person: a span keeps its number but now counts both ends, and the example at its old edge fails', async () => {
    const { code, out } = await run('migrate', 'schemas/reports/EKORDF01.json');
    expect(code).toBe(1);
    expect(out.split('\n').filter((l) => l.startsWith('  needs a person'))).toStrictEqual([
      '  needs a person: /properties/P_FOM:P_TOM/x-maxSpan: spans now count both ends: { "days": 31 } allows 31 days (before: 32); keep 31 if that is what the report allows, or write 32 to keep the old window',
      // issue 40 §4: the texts that state the number
      '  needs a person: /$comment: states "31 days": if you write 32 in /properties/P_FOM:P_TOM/x-maxSpan, change the text too',
      '  needs a person: /properties/P_FOM:P_TOM/description: states "31 dagar": if you write 32 in /properties/P_FOM:P_TOM/x-maxSpan, change the text too',
      '  needs a person: /x-examples/1/name: states "31 days": if you write 32 in /properties/P_FOM:P_TOM/x-maxSpan, change the text too',
      '  needs a person: /x-examples/2/errors/0/message: states "31 dagar": if you write 32 in /properties/P_FOM:P_TOM/x-maxSpan, change the text too',
      '  needs a person: /x-examples/1/values: example "seeded data: 31 days is allowed" fails after the migration: expected a payload, got errors P_TOM: Skillnaden i datum får inte vara mer än 31 dagar. (spans now count both ends: move an end by one period to keep the example at its edge, or change what it expects)',
    ]);
    expect(read('schemas/reports/EKORDF01.json').formatVersion).toBe(3);
  });

  it('keeps the file\'s formatting: migrating a format-2 report changes only the lines of its changed values (issue 40 §4)', async () => {
    cpSync(join(FIXTURES, '../format-2/EKORDI01.json'), join(scratch, 'schemas/reports/EKORDI01.json'));
    const before = readFileSync(join(scratch, 'schemas/reports/EKORDI01.json'), 'utf8').split('\n');
    expect((await run('migrate', 'schemas/reports/EKORDI01.json')).code).toBe(0);
    const after = readFileSync(join(scratch, 'schemas/reports/EKORDI01.json'), 'utf8');
    expect(after).toBe(readFileSync(join(ROOT, 'schemas/reports/EKORDI01.json'), 'utf8')); // the shipped file is this migration's output
    const lines = after.split('\n');
    expect(lines.filter((line) => !before.includes(line))).toStrictEqual([
      '  "formatVersion": 3,',
      '    "source": { "view": "rpt_daily_sales", "date": "sale_date", "where": "agency_number = :agencyNumber AND channel = \'DIGITAL\'" },',
      '      { "key": "insats", "title": "Digital försäljning", "kind": "amount", "total": "sum", "measure": "stake" },',
      '      { "key": "vinster", "title": "Utbetalda vinster", "kind": "amount", "total": "sum", "measure": "payout" },',
      '      { "key": "provision", "title": "Provision", "kind": "amount", "total": "sum", "measure": "commission" },',
      '      { "key": "att_betala", "title": "Att betala", "kind": "amount", "total": "sum", "measure": "stake - payout - commission" }',
    ]);
    expect(before.filter((line) => !lines.includes(line))).toHaveLength(5); // the version and the four summed columns
  });

  it('reads a file without formatVersion as the format its content is written in, and says so (issue 40 §4)', async () => {
    const text = readFileSync(join(FIXTURES, '../format-2/EKORDI01.json'), 'utf8').replace('  "formatVersion": 2,\n', '');
    writeFileSync(join(scratch, 'schemas/reports/EKORDI01.json'), text);
    const { code, out } = await run('migrate', 'schemas/reports/EKORDI01.json');
    expect([code, out.split('\n').slice(0, 3)]).toStrictEqual([0, [
      'schemas/reports/EKORDI01.json: has no formatVersion; read as format 2 (its x-dataset has no source)',
      'schemas/reports/EKORDI01.json: format 2 → 3',
      '  changed: /formatVersion: none → 3',
    ]]);
    expect(readFileSync(join(scratch, 'schemas/reports/EKORDI01.json'), 'utf8')).toBe(readFileSync(join(ROOT, 'schemas/reports/EKORDI01.json'), 'utf8'));
  });

  it('every definition of the repository is of the current format (migrate leaves it unchanged)', async () => {
    const files = ['schemas/reports', 'schemas/forms'].flatMap((dir) => readFileSyncList(dir));
    let out = '';
    const code = await main(['migrate', '--dry-run', ...files], { cwd: ROOT, stdout: (t) => void (out += t), stderr: (t) => void (out += t), readStdin: () => '' }, { engine: testEngine });
    expect(code).toBe(0);
    expect(out.trim().split('\n').filter((line) => !line.endsWith('already format 3, unchanged'))).toStrictEqual([]);
  });
});

function readFileSyncList(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => `${dir}/${f}`);
}
