// `npm run schemas -- check` catches what would break a report at download: its SQL is prepared on a fresh in-memory
// database migrated with the real migrations, and its layout columns compared with the columns the SQL selects. The
// server refuses to start with such a file too.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../engine/cli/main.js';
import { fullCheckKinds } from '../../../scripts/schemas.js';
import { checkDatasetColumns } from '../../../server/reports/check-dataset-columns.js';
import { loadReportCatalogue } from '../../../server/reports/report-catalogue.js';
import { ROOT } from '../../shared/reports-dir.js';
import { reportDefinitions } from './report-harness.js';

const FILE = 'schemas/reports/EKORDF01.json';
const fixture = () => JSON.parse(readFileSync(join(ROOT, FILE), 'utf8')) as { 'x-dataset': { sql: string; columns: { key: string }[] } };

describe('checkDatasetColumns', () => {
  it('passes every report of the folder', () => {
    for (const def of reportDefinitions()) expect(checkDatasetColumns(def.json, def.file), def.file).toEqual([]);
  });

  it('a column key the SQL does not select (an empty column and a "Summa" of 0,00 kr)', () => {
    const json = fixture();
    json['x-dataset'].columns[2]!.key = 'insatser';
    expect(checkDatasetColumns(json, FILE)).toEqual([{
      file: FILE, pointer: '/x-dataset/columns/2/key', message: expect.stringMatching(/^column "insatser" is not selected by the SQL \(it selects .*insats/),
    }]);
  });

  it('an SQL column the view does not have (a 500 at download)', () => {
    const json = fixture();
    json['x-dataset'].sql = json['x-dataset'].sql.replace('game_name', 'game_title');
    expect(checkDatasetColumns(json, FILE)).toEqual([{
      file: FILE, pointer: '/x-dataset/sql', message: 'the SQL does not run on the reporting views: no such column: game_title',
    }]);
  });
});

describe('npm run schemas -- check (scripts/schemas.ts) and the server start', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dataset-check-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
  cpSync(join(ROOT, 'schemas/reports'), join(scratch, 'schemas/reports'), { recursive: true });
  const json = fixture();
  json['x-dataset'].columns[2]!.key = 'insatser';
  writeFileSync(join(scratch, FILE), JSON.stringify(json, null, 2));

  it('exits 1 with a file:pointer: message line', () => {
    let out = '';
    const code = main(['check', FILE], { cwd: scratch, stdout: (t) => void (out += t), stderr: () => undefined, readStdin: () => '' }, { kinds: fullCheckKinds });
    expect(code).toBe(1);
    expect(out).toMatch(/^schemas\/reports\/EKORDF01\.json:\/x-dataset\/columns\/2\/key: column "insatser" is not selected by the SQL/m);
  });

  it('the server refuses to load the folder', () => {
    expect(() => loadReportCatalogue(join(scratch, 'schemas/reports'))).toThrow(/EKORDF01\.json:\/x-dataset\/columns\/2\/key: column "insatser"/);
  });
});
