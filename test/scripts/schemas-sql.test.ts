// Issue 40 §5: `npm run schemas -- sql "<select …>"` runs read-only SQL on the demo data with the views' computed
// columns (the system sqlite3 gave NULL for week and weekday), and refuses what a dataset may not do.
import { describe, expect, it } from 'vitest';
import { sqlCommand } from '../../scripts/schemas.js';

const run = async (...argv: string[]) => {
  let out = '';
  let err = '';
  const code = await sqlCommand(argv, (t) => void (out += t), (t) => void (err += t));
  return { code, out, err };
};

describe('npm run schemas -- sql', () => {
  it('prints the rows of a SELECT over the views, the ISO week and weekday across a New Year included', async () => {
    expect(await run("SELECT day, week, weekday FROM rpt_calendar WHERE day BETWEEN :d1 AND :d2 ORDER BY day", '--param', 'd1=2024-12-29', '--param', 'd2=2024-12-30')).toStrictEqual({
      code: 0, out: 'day\tweek\tweekday\n2024-12-29\t2452\t7\n2024-12-30\t2501\t1\n', err: '2 row(s) on sqlite\n',
    });
  });

  it('binds :agencyNumber to --agency (1001 by default)', async () => {
    const { out } = await run('SELECT DISTINCT agency_number FROM rpt_daily_sales WHERE agency_number = :agencyNumber', '--agency', '2002');
    expect(out).toBe('agency_number\n2002\n');
  });

  it('refuses a write and a table that is not a reporting view, with the SQL guard\'s lines (exit 1); no SQL is usage (exit 2)', async () => {
    expect(await run('DELETE FROM rpt_calendar')).toStrictEqual({ code: 1, out: '', err: 'the SQL must be a single SELECT\nthe SQL must not use DELETE: a dataset only reads\n' });
    expect((await run('SELECT * FROM users')).err).toBe('the SQL reads "users": only the reporting views rpt_* may be read\n');
    expect((await run()).code).toBe(2);
  });
});
