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
      '/x-dataset/columns/2/measure: on the demo data (the defaults on 2026-11-02) the Summa of "kvitton" is 104 133, but rpt_daily_sales holds 116 of tickets for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is the source\'s figure for every day up to 2026-11-01: the SQL does not bound the period\'s start',
      expect.stringMatching(/^\/x-dataset\/columns\/0\/key: on the demo data \(the defaults on 2026-11-02\) row 1 has datum 20\d\d-\d\d-\d\d, outside the period 2026-11-01 – 2026-11-01 the header shows$/),
    ]);
    // a month column against a month range, and a week column against a week range
    expect((await messages('STAT_BANPROV', (d) => (d.sql = d.sql.replace('month_start BETWEEN :fromDate AND :toDate', 'month_start <= :toDate AND :fromDate IS NOT NULL'))))[1])
      .toMatch(/^\/x-dataset\/columns\/0\/key: on the demo data \(.*\) row 1 has manad 20\d\d-\d\d, outside the period 2026-10-01 – 2026-10-31 the header shows$/);
    expect((await messages('STAT_LOTTPART', (d) => (d.sql = d.sql.replace('week_start BETWEEN :fromDate AND :toDate', 'week_start <= :toDate AND :fromDate IS NOT NULL'))))[1])
      .toMatch(/^\/x-dataset\/columns\/0\/key: on the demo data \(.*\) row 1 has vecka \d{4}, outside the period/);
  });

  it('a column empty, or 0, in every row', async () => {
    const less = '/x-dataset/columns/4/measure: on the demo data (the defaults on 2026-11-02) the Summa of "vinster" is 0,00 kr, but rpt_daily_sales holds 4 047,00 kr of payout for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is less than the source: the SQL reads a shorter period or fewer rows than the header and x-dataset.source say';
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('payout AS vinster', 'CASE WHEN 0 THEN payout END AS vinster')))).toStrictEqual([
      less, '/x-dataset/columns/4/key: column "vinster" is empty in all 330 rows the demo data gives (4 runs: the defaults on two days and the golden bodies)',
    ]);
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('payout AS vinster', '0 * payout AS vinster')))).toStrictEqual([
      less, '/x-dataset/columns/4/key: column "vinster" is 0 in all 330 rows the demo data gives (4 runs: the defaults on two days and the golden bodies)',
    ]);
  });

  it('totals that are not the sum of the figures shown, and a totals row of the SQL counted twice', async () => {
    expect(await messages('EKORDF01', (d) => (d.sql = d.sql.replace('stake AS insats', 'stake / 3 AS insats')))).toStrictEqual([
      '/x-dataset/columns/3/measure: on the demo data (the defaults on 2026-11-02) the Summa of "insats" is 2 173,33 kr, but rpt_daily_sales holds 6 520,00 kr of stake for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is less than the source: the SQL reads a shorter period or fewer rows than the header and x-dataset.source say',
      '/x-dataset/columns/3/total: on the demo data (the defaults on 2026-11-02) the values of "insats" add up to 2 173,33 kr, but the figures shown (each rounded to öre) to 2 173,32 kr in the Summa row: round each value in the SQL (round(…, 2))',
    ]);
    const bookkeeping = 'SELECT account AS konto, account_name AS benamning, round(sum(debit), 2) AS debet, round(sum(credit), 2) AS kredit FROM rpt_bookkeeping WHERE agency_number = :agencyNumber AND entry_date BETWEEN :fromDate AND :toDate';
    expect(await messages('EKORBF01', (d) => (d.sql = `${bookkeeping} GROUP BY account, account_name UNION ALL ${bookkeeping.replace('account AS konto, account_name AS benamning', "'Summa', ''")} ORDER BY 1`))).toStrictEqual([
      '/x-dataset/columns/2/measure: on the demo data (the defaults on 2026-11-02) the Summa of "debet" is 21 893,94 kr, but rpt_bookkeeping holds 10 946,97 kr of debit for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is twice the source: the rows count each figure twice (subtotal rows the Summa adds again, or a join that repeats each row)',
      '/x-dataset/sql: on the demo data (the defaults on 2026-11-02) row 7 is the sum of the other rows in every summed column: the SQL returns its own totals row, and the Summa row counts it twice',
    ]);
  });

  it('a percent column holding more than 100 % (a value the types cannot follow)', async () => {
    expect(await messages('EKOROM12', (d) => (d.sql = d.sql.replace('commission_rate AS provisionssats', 'round(sum(stake), 2) / sum(tickets) AS provisionssats')))).toStrictEqual([
      '/x-dataset/columns/3/ratio: on the demo data (the defaults on 2026-11-02) row 1 holds 67.4090909090909 in "provisionssats", declared commission / stake, where "provision" / "omsattning" gives 0.0600: a percentage of another base',
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
    expect([code, out]).toStrictEqual([1, 'schemas/reports/EKORDF01.json:/x-dataset/columns/4/measure: on the demo data (the defaults on 2026-11-02) the Summa of "vinster" is 0,00 kr, but rpt_daily_sales holds 4 047,00 kr of payout for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is less than the source: the SQL reads a shorter period or fewer rows than the header and x-dataset.source say\nschemas/reports/EKORDF01.json:/x-dataset/columns/4/key: column "vinster" is 0 in all 330 rows the demo data gives (4 runs: the defaults on two days and the golden bodies)\n1 file(s) checked, 2 problem(s)\n']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
