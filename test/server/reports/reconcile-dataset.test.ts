// Issue 40 §2: figures that reconcile. Each kind of mistake an analyst made that downloaded wrong figures is planted in
// a copy of a passing report (a textual edit of its file) and `npm run schemas -- check` must refuse it with a line
// that names the mistake.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../setup-engine.js';
import { main } from '@ombudsportalen/engine/cli';
import { fullCheckKinds } from '../../../scripts/schemas.js';
import { REPORTS_DIR, ROOT } from '../../shared/reports-dir.js';

const scratch = mkdtempSync(join(tmpdir(), 'reconcile-'));
cpSync(join(ROOT, 'schemas/meta'), join(scratch, 'schemas/meta'), { recursive: true });
mkdirSync(join(scratch, 'schemas/reports'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The check's lines (without the count line) for report `code` with each [from, to] replaced once in its text. */
async function planted(code: string, ...edits: [string, string][]): Promise<string[]> {
  let text = readFileSync(join(REPORTS_DIR, `${code}.json`), 'utf8');
  for (const [from, to] of edits) {
    expect(text, from).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(join(scratch, `schemas/reports/${code}.json`), text);
  let out = '';
  await main(['check', `schemas/reports/${code}.json`], { cwd: scratch, stdout: (t) => void (out += t), stderr: (t) => void (out += t), readStdin: () => '' }, { engine: testEngine, kinds: fullCheckKinds });
  return out.trim().split('\n').slice(0, -1).map((line) => line.replace(`schemas/reports/${code}.json:`, ''));
}

describe('check reconciles the figures with the reporting views', () => {
  it('passes a report as shipped', async () => {
    expect(await planted('EKORDF01')).toStrictEqual([]);
  });

  it('a ratio column summed in the Summa row', async () => {
    expect(await planted('STAT_NYKUND', ['"kind": "amount" }', '"kind": "amount", "total": "sum", "measure": "commission_per_customer" }'])).toStrictEqual([
      '/x-dataset/columns/2/total: column "per_kund" is a ratio (commission_per_customer): a Summa adding ratios means nothing; drop its total (a ratio\'s Summa is its parts\' sums divided)',
    ]);
  });

  it('a join that repeats rows', async () => {
    expect(await planted('EKORDF01', ['FROM rpt_daily_sales WHERE', "FROM rpt_daily_sales JOIN rpt_partners p ON p.partner_kind = 'LOTTERI' WHERE"])).toStrictEqual([
      '/x-dataset/columns/2/measure: on the demo data (the defaults on 2026-11-02) the Summa of "kvitton" is 348, but rpt_daily_sales holds 116 of tickets for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is 3 times the source: a join repeats each row 3 times',
    ]);
  });

  it('a game code that matches nothing', async () => {
    expect(await planted('EKORDF01', ['WHERE agency_number', "WHERE game_code = 'LOTO' AND agency_number"])).toStrictEqual([
      "/x-dataset/sql: on the demo data (the defaults on 2026-11-02) the report is empty: game_code = 'LOTO' matches no row of rpt_daily_sales (it holds DD, EUROJACKPOT, KENO, LOTTO, ODDSET, SKRAPLOTT, STRYKTIPSET, V64, V75, V86)",
    ]);
  });

  it('subtotal rows that double the Summa', async () => {
    const own = 'FROM rpt_own_games WHERE agency_number = :agencyNumber AND sale_date BETWEEN :fromDate AND :toDate';
    expect(await planted('STAT_EGNA', [`${own} GROUP BY month, game_name ORDER BY month, game_name`, `${own} GROUP BY month, game_name UNION ALL SELECT month, 'Summa', sum(tickets), round(sum(stake), 2) ${own} GROUP BY month ORDER BY manad, 2`])).toStrictEqual([
      '/x-dataset/columns/2/measure: on the demo data (the defaults on 2026-11-02) the Summa of "kvitton" is 57 028, but rpt_own_games holds 28 514 of tickets for 2026-01-01 – 2026-12-31 (agency_number = :agencyNumber): it is twice the source: the rows count each figure twice (subtotal rows the Summa adds again, or a join that repeats each row)',
    ]);
  });

  it('a percentage of the wrong base', async () => {
    expect(await planted('EKOROM12', ['commission_rate AS provisionssats', 'round(sum(commission) / sum(stake - payout), 4) AS provisionssats'])).toStrictEqual([
      '/x-dataset/columns/3/ratio: on the demo data (the defaults on 2026-11-02) row 1 holds 0.6792 in "provisionssats", declared commission / stake, where "provision" / "omsattning" gives 0.0600: a percentage of another base',
    ]);
  });

  it('a week label off by one at New Year', async () => {
    expect(await planted('STAT_LOTTPART', ['week_code AS vecka', 'substr(year, 3, 2) || substr(week_code, 3, 2) AS vecka'], ['ORDER BY week_code', 'ORDER BY vecka'], ['"kind": "text" }', '"kind": "text", "unit": "week" }'])).toStrictEqual([
      '/x-dataset/columns/0/key: on the demo data (the defaults on 2025-01-08) the rows labelled 2401 in "vecka" add up to 134 in "antal", but rpt_partner_sales holds 0 for the days of week 2401 (2024-01-01 – 2024-01-07) in the period 2024-12-30 – 2025-01-05: the label is not the ISO week (yyvv, the year of its Thursday) of its rows\' days',
    ]);
  });

  it('payouts added instead of subtracted', async () => {
    expect(await planted('EKORDI01', ['round(stake - payout - commission, 2)', 'round(stake + payout - commission, 2)'])).toStrictEqual([
      '/x-dataset/columns/5/measure: on the demo data (the defaults on 2026-11-02) the Summa of "att_betala" is 11 007,00 kr, but rpt_daily_sales holds 2 161,00 kr of stake - payout - commission for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber AND channel = \'DIGITAL\'): it equals stake + payout - commission: payout is added instead of subtracted (the payouts\' sign)',
    ]);
  });

  it('an amount in öre shown as kronor', async () => {
    expect(await planted('EKORDF01', ['stake AS insats', 'CAST(stake * 100 AS INTEGER) AS insats'])).toStrictEqual([
      '/x-dataset/columns/3/measure: on the demo data (the defaults on 2026-11-02) the Summa of "insats" is 652 000,00 kr, but rpt_daily_sales holds 6 520,00 kr of stake for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is 100 times the source: an amount in öre shown as kronor (the views hold kronor; the column shows kronor)',
    ]);
  });

  it('an option value whose SQL literal differs in case', async () => {
    expect(await planted('EKORTL01', ["(:terminalType = 'Alla'", "(:terminalType = 'ALLA'"])).toStrictEqual([
      '/x-dataset/sql: the SQL compares :terminalType with \'ALLA\', but the default sends "Alla": the comparison never holds (case counts), so that choice gives an empty report; write \'Alla\'',
    ]);
  });

  it('the period start bound as its end', async () => {
    expect(await planted('EKORDA01', ['sale_date BETWEEN :fromDate AND :toDate AND', 'sale_date >= :fromDate AND sale_date <= :fromDate AND'])).toStrictEqual([
      '/x-dataset/columns/1/measure: on the demo data (the defaults on 2026-11-02) the Summa of "kvitton" is 98, but rpt_daily_settlement holds 957 of tickets for 2026-10-26 – 2026-11-01 (agency_number = :agencyNumber): it is the source\'s figure for 2026-10-26 alone: the SQL reads the period\'s start as its end too (one day, where the header says 2026-10-26 – 2026-11-01)',
    ]);
  });

  it('comments change nothing: a $comment naming views and SQL words in the file, the dataset and a field (issue 40 §5)', async () => {
    const comment = '"$comment": "Reads rpt_eid FROM rpt_telecash JOIN rpt_calendar; SELECT :fromDate, game_code = \'LOTO\', Högst 31 dagar.", ';
    expect(await planted('EKORDF01', ['"type": "object",', `${comment}"type": "object",`], ['"x-dataset": {', `"x-dataset": { ${comment}`], ['"format": "date",', `${comment}"format": "date",`])).toStrictEqual([]);
  });

  it('runs the figures without golden examples too', async () => {
    const examples = /"x-examples": \[[\s\S]*\]\n\}\n$/;
    const text = readFileSync(join(REPORTS_DIR, 'EKORDF01.json'), 'utf8');
    expect(text).toMatch(examples);
    expect(await planted('EKORDF01', [text.match(examples)![0], '"x-examples": []\n}\n'], ['stake AS insats', 'CAST(stake * 100 AS INTEGER) AS insats'])).toStrictEqual([
      '/x-dataset/columns/3/measure: on the demo data (the defaults on 2026-11-02) the Summa of "insats" is 652 000,00 kr, but rpt_daily_sales holds 6 520,00 kr of stake for 2026-11-01 – 2026-11-01 (agency_number = :agencyNumber): it is 100 times the source: an amount in öre shown as kronor (the views hold kronor; the column shows kronor)',
    ]);
  });
});
