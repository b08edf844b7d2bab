// `npm run schemas -- check` catches what would break a report at download: its SQL is prepared on a fresh in-memory
// database migrated with the real migrations, and its layout columns compared with the columns the SQL selects. The
// server refuses to start with such a file too.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import { fullCheckKinds } from '../../../scripts/schemas.js';
import { checkDatasetColumns } from '../../../server/reports/check-dataset-columns.js';
import { loadReportCatalogue } from '../../../server/reports/report-catalogue.js';
import { ROOT } from '../../shared/reports-dir.js';
import { reportDefinitions } from './report-harness.js';
import { testEngine } from '../../setup-engine.js';

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

// Issue 24: mistakes that download fine but print wrong figures. Each layout column's kind is compared with the type of
// what the SQL selects (schemas/reporting/views.json), and a grouped SELECT must group or aggregate every column.
describe('checkDatasetColumns: kinds against the views\' column types, grouping', () => {
  const omsattning = () => JSON.parse(readFileSync(join(ROOT, 'schemas/reports/EKOROM12.json'), 'utf8')) as { 'x-dataset': { sql: string; columns: { key: string; kind: string }[] } };
  const check = (edit: (d: ReturnType<typeof omsattning>['x-dataset']) => void) => {
    const json = omsattning();
    edit(json['x-dataset']);
    return checkDatasetColumns(json, 'schemas/reports/EKOROM12.json').map((p) => `${p.pointer}: ${p.message}`);
  };

  it('ticket counts shown in kr', () => {
    expect(check((d) => (d.columns[1]!.kind = 'amount'))).toStrictEqual([
      '/x-dataset/columns/1/kind: column "kvitton" is a count (sum(tickets)): shown as amount it reads "1 234,00 kr"; a count is shown as integer',
    ]);
  });

  it('a year shown as "2 025"', () => {
    expect(check((d) => {
      d.sql = d.sql.replace('SELECT game_name AS spel', 'SELECT year AS ar, game_name AS spel');
      d.columns.unshift({ key: 'ar', kind: 'integer' });
    })[0]).toBe('/x-dataset/columns/0/kind: column "ar" is a year (year): shown as integer it reads "2 025"; a year is shown as text');
  });

  it('a ratio shown as "600,00 %"', () => {
    expect(check((d) => (d.sql = d.sql.replace('commission_rate AS provisionssats', 'commission_rate * 100 AS provisionssats')))).toStrictEqual([
      '/x-dataset/columns/3/kind: column "provisionssats" is a percent (commission_rate * 100): shown as percent it reads "600,00 %"; no kind shows a percent right: a value already in percent: 6 is 6 % (divide by 100 and it is a ratio)',
    ]);
    // the ratio itself, and a ratio computed from two amounts, are shown as percent
    expect(check((d) => (d.sql = d.sql.replace('commission_rate AS provisionssats', 'round(sum(commission), 2) / round(sum(stake), 2) AS provisionssats')))).toStrictEqual([]);
  });

  it('one row per game group where one per game was meant', () => {
    expect(check((d) => (d.sql = d.sql.replace('GROUP BY game_code, game_name, commission_rate', 'GROUP BY game_group, commission_rate')))).toStrictEqual([
      '/x-dataset/sql: column "spel" (game_name) is neither in GROUP BY nor aggregated: the SQL gives one row per game_group, commission_rate, each showing the game_name of one of its rows; add game_name to GROUP BY for one row per game_name',
    ]);
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

  it('exits 1 with a file:pointer: message line', async () => {
    let out = '';
    const code = await main(['check', FILE], { cwd: scratch, stdout: (t) => void (out += t), stderr: () => undefined, readStdin: () => '' }, { engine: testEngine, kinds: fullCheckKinds });
    expect(code).toBe(1);
    expect(out).toMatch(/^schemas\/reports\/EKORDF01\.json:\/x-dataset\/columns\/2\/key: column "insatser" is not selected by the SQL/m);
  });

  it('the server refuses to load the folder', () => {
    expect(() => loadReportCatalogue(join(scratch, 'schemas/reports'))).toThrow(/EKORDF01\.json:\/x-dataset\/columns\/2\/key: column "insatser"/);
  });
});
