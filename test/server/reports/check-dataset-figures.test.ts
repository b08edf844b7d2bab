// Issue 24: `check` runs every dataset on the demo data for its default period and each golden body, and flags figures
// that download fine but are wrong. Each kind of mistake the analysts' round missed is one case here, made from a real
// report of the folder; every report of the folder passes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import type { DatasetJson } from '@ombudsportalen/engine';
import { demoReportingData } from '../../../scripts/demo-reporting-data.js';
import { fullCheckKinds } from '../../../scripts/schemas.js';
import { checkDatasetFigures } from '../../../server/reports/check-dataset-figures.js';
import { REPORTS_DIR, ROOT } from '../../shared/reports-dir.js';
import { reportDefinitions } from './report-harness.js';
import { testEngine } from '../../setup-engine.js';

const messages = async (code: string, edit: (d: DatasetJson) => void) => {
  const json = JSON.parse(readFileSync(join(REPORTS_DIR, `${code}.json`), 'utf8')) as { 'x-dataset': DatasetJson };
  edit(json['x-dataset']);
  return (await checkDatasetFigures(json, `schemas/reports/${code}.json`, await demoReportingData())).map((p) => `${p.pointer}: ${p.message}`);
};

describe('checkDatasetFigures', () => {
  it('passes every report of the folder', async () => {
    for (const def of reportDefinitions()) expect(await checkDatasetFigures(def.json, def.file, await demoReportingData()), def.file).toStrictEqual([]);
  });

  it('rows outside the period the header shows', async () => {
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('BETWEEN :fromDate AND :toDate', '<= :toDate AND :fromDate IS NOT NULL')))).toStrictEqual([
      expect.stringMatching(/^\/x-dataset\/columns\/0\/key: on the demo data \(the defaults on 2026-11-02\) row 1 has datum 20\d\d-\d\d-\d\d, outside the period 2026-11-01 – 2026-11-01 the header shows$/),
    ]);
    // a month column against a month range, and a week column against a week range
    expect((await messages('STAT_BANPROV', (d) => (d.sql = d.sql.replace('month_start BETWEEN :fromDate AND :toDate', 'month_start <= :toDate AND :fromDate IS NOT NULL'))))[0])
      .toMatch(/^\/x-dataset\/columns\/0\/key: on the demo data \(.*\) row 1 has manad 20\d\d-\d\d, outside the period 2026-10-01 – 2026-10-31 the header shows$/);
    expect((await messages('STAT_LOTTPART', (d) => (d.sql = d.sql.replace('week_start BETWEEN :fromDate AND :toDate', 'week_start <= :toDate AND :fromDate IS NOT NULL'))))[0])
      .toMatch(/^\/x-dataset\/columns\/0\/key: on the demo data \(.*\) row 1 has vecka \d{4}, outside the period/);
  });

  it('a column empty, or 0, in every row', async () => {
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('payout AS vinster', 'CASE WHEN 0 THEN payout END AS vinster')))).toStrictEqual([
      '/x-dataset/columns/4/key: column "vinster" is empty in all 320 rows the demo data gives (3 runs: the defaults and the golden bodies)',
    ]);
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('payout AS vinster', '0 * payout AS vinster')))).toStrictEqual([
      '/x-dataset/columns/4/key: column "vinster" is 0 in all 320 rows the demo data gives (3 runs: the defaults and the golden bodies)',
    ]);
  });

  it('totals that are not the sum of the figures shown, and a totals row of the SQL counted twice', async () => {
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('stake AS insats', 'stake / 3 AS insats')))).toStrictEqual([
      '/x-dataset/columns/3/total: on the demo data (the defaults on 2026-11-02) the values of "insats" add up to 2 173,33 kr, but the figures shown (each rounded to öre) to 2 173,32 kr in the Summa row: round each value in the SQL (round(…, 2))',
    ]);
    const bookkeeping = 'SELECT account AS konto, account_name AS benamning, round(sum(debit), 2) AS debet, round(sum(credit), 2) AS kredit FROM rpt_bookkeeping WHERE agency_number = :agencyNumber AND entry_date BETWEEN :fromDate AND :toDate';
    expect(await messages('EKORBF01', (d) => (d.sql = `${bookkeeping} GROUP BY account, account_name UNION ALL ${bookkeeping.replace('account AS konto, account_name AS benamning', "'Summa', ''")} ORDER BY 1`))).toStrictEqual([
      '/x-dataset/sql: on the demo data (the defaults on 2026-11-02) row 7 is the sum of the other rows in every summed column: the SQL returns its own totals row, and the Summa row counts it twice',
    ]);
  });

  it('a percent column holding more than 100 % (a value the types cannot follow)', async () => {
    expect(await messages('EKOROM12', (d) => (d.sql = d.sql.replace('commission_rate AS provisionssats', 'round(sum(stake), 2) / sum(tickets) AS provisionssats')))).toStrictEqual([
      '/x-dataset/columns/3/kind: on the demo data (the defaults on 2026-11-02) "provisionssats" holds 67.4090909090909, shown as "6 740,91 %": a percent column holds fractions (0.06 is 6,00 %)',
    ]);
  });
});

it('npm run schemas -- check runs it (after the other checks pass) and exits 1 with the line', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'figures-check-'));
  try {
    cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
    const json = JSON.parse(readFileSync(join(REPORTS_DIR, 'EKORDF01.json'), 'utf8')) as { 'x-dataset': DatasetJson };
    json['x-dataset'].sql = json['x-dataset'].sql.replace('payout AS vinster', '0 * payout AS vinster');
    mkdirSync(join(scratch, 'schemas/reports'));
    writeFileSync(join(scratch, 'schemas/reports/EKORDF01.json'), JSON.stringify(json));
    let out = '';
    const code = await main(['check', 'schemas/reports/EKORDF01.json'], { cwd: scratch, stdout: (t) => void (out += t), stderr: () => undefined, readStdin: () => '' }, { engine: testEngine, kinds: fullCheckKinds });
    expect([code, out]).toStrictEqual([1, 'schemas/reports/EKORDF01.json:/x-dataset/columns/4/key: column "vinster" is 0 in all 320 rows the demo data gives (3 runs: the defaults and the golden bodies)\n1 file(s) checked, 1 problem(s)\n']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
