// The reporting demo data: two years ending on the seed date, every demo agency, every partner; deterministic,
// idempotent, fast and small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.js';
import { openDatabase, type Db } from '../../../server/db/open-database.js';
import { seed } from '../../../server/seed/seed.js';
import { PARTNERS } from '../../../server/seed/seed-data/reporting-reference.js';
import { SEED_DATE } from '../../../server/seed/seed-data/users.js';
import { REPORTING_FIRST_DAY, REPORTING_LAST_DAY, seedReporting } from '../../../server/seed/seed-reporting.js';

let db: Db;
let seconds = 0;
beforeAll(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  const started = performance.now();
  await seed(db);
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => db.close());

const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Record<string, unknown>;

describe('seedReporting', () => {
  it('covers two years ending on the foundation seed date', () => {
    expect(REPORTING_LAST_DAY).toBe(SEED_DATE);
    expect(one('SELECT min(sale_date) AS first, max(sale_date) AS last, count(DISTINCT sale_date) AS days FROM rpt_daily_sales'))
      .toEqual({ first: REPORTING_FIRST_DAY, last: SEED_DATE, days: 730 });
  });

  it('has data for every demo agency and every partner', () => {
    for (const agency of ['1001', '2002', '3003', '4004']) {
      expect(one('SELECT count(*) AS n FROM rpt_daily_sales WHERE agency_number = ?', agency).n, agency).toBeGreaterThan(1000);
      expect(one('SELECT count(*) AS n FROM rpt_eid WHERE agency_number = ?', agency).n).toBe(730);
    }
    for (const p of PARTNERS) expect(one('SELECT count(*) AS n FROM rpt_partner_sales WHERE partner_id = ?', p.id).n, p.id).toBeGreaterThan(100);
    expect(one("SELECT count(*) AS n FROM rpt_track_commission WHERE agency_number = '3003'").n).toBeGreaterThan(0);
    expect(one("SELECT count(*) AS n FROM rpt_terminal_transactions WHERE agency_number = '2002'").n).toBe(0); // digital: no terminals
    expect(one("SELECT count(*) AS n FROM rpt_daily_sales WHERE agency_number = '2002' AND channel <> 'DIGITAL'").n).toBe(0);
  });

  it('is idempotent and deterministic', () => {
    const digest = () => one('SELECT count(*) AS n, sum(stake_ore) AS stake, sum(payout_ore) AS payout FROM sales_daily');
    const before = digest();
    expect(seedReporting(db)).toEqual({ seeded: false });
    expect(digest()).toEqual(before);
    const other = openDatabase(':memory:');
    migrate(other);
    other.exec("INSERT INTO chains VALUES (0, 'x'), (1, 'x'), (2, 'x'), (3, 'x'), (4, 'x')");
    db.prepare('SELECT * FROM agencies').all().forEach((a) => {
      const row = a as Record<string, unknown>;
      other.prepare(`INSERT INTO agencies (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`).run(...Object.values(row));
    });
    seedReporting(other);
    expect(other.prepare('SELECT count(*) AS n, sum(stake_ore) AS stake, sum(payout_ore) AS payout FROM sales_daily').get()).toEqual(before);
    other.close();
  });

  it('keeps every foreign key (checked once here; the seed skips per-row checks) and leaves them switched on', () => {
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('is fast and small', () => {
    expect(seconds).toBeLessThan(5);
    expect(db.serialize().length).toBeLessThan(30 * 1024 * 1024);
  });
});
