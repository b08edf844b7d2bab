// The reporting demo data: two years ending the day before the store was created, every demo agency, every partner;
// topped up to yesterday on every start (once), the same figures for a day whenever it is seeded; small.
// Its speed is a figure of `npm run bench:reports` (seeding time), not a timed test: a loaded machine must not fail it.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@ombudsportalen/engine';
import { migrateSqlite } from '../../../server/db/migrate.js';
import { openDatabase, type Db } from '../../../server/db/open-database.js';
import { sqliteStore } from '../../../server/db/store.js';
import { seed } from '../../../server/seed/seed.js';
import { ensureSeedCalendar, readSeedCalendar } from '../../../server/seed/seed-calendar.js';
import { PARTNERS } from '../../../server/seed/seed-data/reporting-reference.js';
import { seedReporting } from '../../../server/seed/seed-reporting.js';

const CREATED = '2026-11-02'; // the store's creation day (Stockholm)
const at = (day: string) => () => new Date(`${day}T08:00:00.000Z`); // 09:00 in Stockholm

let db: Db;
beforeAll(async () => {
  db = openDatabase(':memory:');
  migrateSqlite(db);
  await seed(sqliteStore(db), at(CREATED));
});
afterAll(() => db.close());

const one = (store: Db, sql: string, ...params: unknown[]) => store.prepare(sql).get(...params) as Record<string, unknown>;
const copyOf = (store: Db): Db => new Database(store.serialize());

/** Every fact row from `first` on (weeks and months that start on or after it), table by table, in key order. */
function factsFrom(store: Db, first: string, last: string): Record<string, unknown[]> {
  const rows = (sql: string) => store.prepare(sql).all(first, last);
  return {
    sales: rows('SELECT * FROM sales_daily WHERE sale_date BETWEEN ? AND ? ORDER BY 1, 2, 3'),
    transactions: rows('SELECT * FROM terminal_transactions WHERE tx_date BETWEEN ? AND ? ORDER BY 1, 2, 3, 4'),
    shares: rows('SELECT * FROM share_offerings WHERE draw_date BETWEEN ? AND ? ORDER BY 1, 2, 3, 4'),
    telecash: rows('SELECT * FROM telecash_daily WHERE day BETWEEN ? AND ? ORDER BY 1, 2, 3'),
    eid: rows('SELECT * FROM eid_daily WHERE day BETWEEN ? AND ? ORDER BY 1, 2'),
    partners: rows('SELECT * FROM partner_sales_weekly WHERE week_start BETWEEN ? AND ? ORDER BY 1, 2, 3'),
    customers: rows('SELECT * FROM new_customers_monthly WHERE month_start BETWEEN ? AND ? ORDER BY 1, 2, 3'),
    track: rows('SELECT * FROM track_commission_monthly WHERE month_start BETWEEN ? AND ? ORDER BY 1, 2, 3'),
  };
}

describe('seedReporting', () => {
  it('covers two years ending the day before the store was created, and records that day as the last seeded', async () => {
    expect(one(db, 'SELECT min(sale_date) AS first, max(sale_date) AS last, count(DISTINCT sale_date) AS days FROM rpt_daily_sales'))
      .toEqual({ first: '2024-11-02', last: '2026-11-01', days: 730 });
    expect(await readSeedCalendar(sqliteStore(db).db)).toEqual({ createdDay: CREATED, reportingLastDay: '2026-11-01' });
    // Partner weeks end on the last whole week (Monday 2026-10-26), months of track commission on October.
    expect(one(db, 'SELECT max(week_start) AS last FROM partner_sales_weekly')).toEqual({ last: '2026-10-26' });
    expect(one(db, 'SELECT min(month_start) AS first, max(month_start) AS last FROM track_commission_monthly')).toEqual({ first: '2024-12-01', last: '2026-10-01' });
  });

  it('has data for every demo agency and every partner', () => {
    for (const agency of ['1001', '2002', '3003', '4004']) {
      expect(one(db, 'SELECT count(*) AS n FROM rpt_daily_sales WHERE agency_number = ?', agency).n, agency).toBeGreaterThan(1000);
      expect(one(db, 'SELECT count(*) AS n FROM rpt_eid WHERE agency_number = ?', agency).n).toBe(730);
    }
    for (const p of PARTNERS) expect(one(db, 'SELECT count(*) AS n FROM rpt_partner_sales WHERE partner_id = ?', p.id).n, p.id).toBeGreaterThan(100);
    expect(one(db, "SELECT count(*) AS n FROM rpt_track_commission WHERE agency_number = '3003'").n).toBeGreaterThan(0);
    expect(one(db, "SELECT count(*) AS n FROM rpt_terminal_transactions WHERE agency_number = '2002'").n).toBe(0); // digital: no terminals
    expect(one(db, "SELECT count(*) AS n FROM rpt_daily_sales WHERE agency_number = '2002' AND channel <> 'DIGITAL'").n).toBe(0);
  });

  it('adds nothing on a second start the same day, and another store created that day gets the same figures', async () => {
    const digest = (store: Db) => one(store, 'SELECT count(*) AS n, sum(stake_ore) AS stake, sum(payout_ore) AS payout FROM sales_daily');
    const before = digest(db);
    expect(await seedReporting(sqliteStore(db), CREATED)).toEqual({ days: 0 });
    expect(digest(db)).toEqual(before);
    const other = openDatabase(':memory:');
    migrateSqlite(other);
    await ensureSeedCalendar(sqliteStore(other).db, CREATED);
    expect(await seedReporting(sqliteStore(other), CREATED)).toEqual({ days: 730 });
    expect(factsFrom(other, '2024-11-02', '2026-11-01')).toEqual(factsFrom(db, '2024-11-02', '2026-11-01'));
    other.close();
  });

  it('a store created on D and started on D+5 gets D … D+4 (up to yesterday) once, the same rows as a store created on D+5', async () => {
    const later = addDays(CREATED, 5);
    const store = copyOf(db);
    expect((await seed(sqliteStore(store), at(later))).reportingDays).toBe(5);
    expect(one(store, "SELECT count(DISTINCT sale_date) AS days, max(sale_date) AS last FROM sales_daily WHERE sale_date >= '2026-11-02'"))
      .toEqual({ days: 5, last: '2026-11-06' });
    expect(one(store, "SELECT count(*) AS n FROM eid_daily WHERE day >= '2026-11-02'").n).toBe(5 * 4);
    expect(await readSeedCalendar(sqliteStore(store).db)).toEqual({ createdDay: CREATED, reportingLastDay: '2026-11-06' });
    // The week of Monday 2026-11-02 is not over on Saturday the 7th; no month was completed.
    expect(one(store, 'SELECT max(week_start) AS last FROM partner_sales_weekly')).toEqual({ last: '2026-10-26' });

    const once = JSON.stringify(factsFrom(store, '2000-01-01', '2100-01-01'));
    expect((await seed(sqliteStore(store), at(later))).reportingDays).toBe(0);
    expect(JSON.stringify(factsFrom(store, '2000-01-01', '2100-01-01'))).toBe(once);

    const fresh = openDatabase(':memory:');
    migrateSqlite(fresh);
    await ensureSeedCalendar(sqliteStore(fresh).db, later);
    await seedReporting(sqliteStore(fresh), later);
    // The fresh store starts five days later: compare from its first day, and whole weeks and months inside both.
    expect(factsFrom(fresh, '2024-12-01', '2026-11-06')).toEqual(factsFrom(store, '2024-12-01', '2026-11-06'));
    fresh.close();
    store.close();
  });

  it('writes a week once its Sunday is seeded and a month of track commission once its last day is', async () => {
    const store = copyOf(db);
    await seed(sqliteStore(store), at('2026-11-09')); // yesterday Sunday 2026-11-08
    expect(one(store, 'SELECT max(week_start) AS last FROM partner_sales_weekly')).toEqual({ last: '2026-11-02' });
    expect(one(store, 'SELECT max(month_start) AS last FROM track_commission_monthly')).toEqual({ last: '2026-10-01' });
    await seed(sqliteStore(store), at('2026-12-01')); // yesterday 2026-11-30
    expect(one(store, 'SELECT max(month_start) AS last FROM track_commission_monthly')).toEqual({ last: '2026-11-01' });
    expect(one(store, "SELECT count(*) AS n FROM new_customers_monthly WHERE month_start = '2026-11-01' AND agency_number = '1001'").n).toBeGreaterThan(0);
    store.close();
  });

  it('keeps every foreign key (checked once here; the seed skips per-row checks) and leaves them switched on', () => {
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('is small', () => {
    expect(db.serialize().length).toBeLessThan(30 * 1024 * 1024);
  });
});
