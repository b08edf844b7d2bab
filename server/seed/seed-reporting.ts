import { addDays } from '../../engine/context/periods.js';
import type { Db } from '../db/open-database.js';
import { SEED_AGENCIES } from './seed-data/agencies.js';
import {
  daysBetween, generateDailyServices, generateNewCustomers, generatePartnerSales, generateSales, generateShareOfferings,
  generateTerminalTransactions, generateTrackCommission, isoWeekday, sellsThrough,
} from './seed-data/reporting-generators.js';
import { AGENCY_PROFILES, GAMES, LEDGER_ACCOUNTS, PARTNERS } from './seed-data/reporting-reference.js';
import { SEED_DATE } from './seed-data/users.js';

/** Bump when the generated data changes shape; a store holding this version is left untouched. */
export const REPORTING_SEED_VERSION = 'reporting-2';

/** The two years of reporting demo data end on the foundation seed date (server/seed/seed-data/users.ts). */
export const REPORTING_LAST_DAY = SEED_DATE;
export const REPORTING_FIRST_DAY = addDays(SEED_DATE, -729);

const INSERTS = {
  game: 'INSERT OR IGNORE INTO games (game_code, game_name, game_group, own_game, commission_bp) VALUES (?, ?, ?, ?, ?)',
  account: 'INSERT OR IGNORE INTO ledger_accounts (game_group, account, account_name) VALUES (?, ?, ?)',
  partner: 'INSERT OR IGNORE INTO partners (partner_id, partner_name, partner_kind, product_name, commission_bp) VALUES (?, ?, ?, ?, ?)',
  terminal: 'INSERT OR IGNORE INTO terminals (agency_number, terminal_id, terminal_type) VALUES (?, ?, ?)',
  sale: 'INSERT OR IGNORE INTO sales_daily (agency_number, sale_date, game_code, channel, tickets, stake_ore, payout_ore) VALUES (?, ?, ?, ?, ?, ?, ?)',
  transaction: `INSERT OR IGNORE INTO terminal_transactions (agency_number, tx_date, terminal_id, seq, tx_seconds, kind, game_code, amount_ore)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  share: `INSERT OR IGNORE INTO share_offerings (agency_number, draw_date, game_code, offering_no, report_type, shares_total, shares_sold,
    share_price_ore, commission_bp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  track: 'INSERT OR IGNORE INTO track_commission_monthly (agency_number, month_start, game_code, turnover_ore, commission_bp) VALUES (?, ?, ?, ?, ?)',
  telecash: `INSERT OR IGNORE INTO telecash_daily (agency_number, day, terminal_id, deposits, deposit_ore, withdrawals, withdrawal_ore)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  eid: 'INSERT OR IGNORE INTO eid_daily (agency_number, day, identifications, fee_ore) VALUES (?, ?, ?, ?)',
  customers: 'INSERT OR IGNORE INTO new_customers_monthly (agency_number, month_start, customer_type, new_customers, per_customer_ore) VALUES (?, ?, ?, ?, ?)',
  partnerSale: 'INSERT OR IGNORE INTO partner_sales_weekly (partner_id, week_start, agency_number, items, amount_ore) VALUES (?, ?, ?, ?, ?)',
} as const;

type Statements = { [K in keyof typeof INSERTS]: (...values: (string | number)[]) => void };

function prepareInserts(db: Db): Statements {
  return Object.fromEntries(Object.entries(INSERTS).map(([name, sql]) => {
    const statement = db.prepare(sql);
    return [name, (...values: (string | number)[]) => void statement.run(...values)];
  })) as Statements;
}

/**
 * Two years of deterministic reporting data for the demo agencies (1001, 2002, 3003, 4004) and weekly partner sales
 * for every partner. Idempotent: a store that already holds this seed version is not touched; otherwise missing rows are
 * inserted (INSERT OR IGNORE), all in one transaction with prepared statements (about half a second).
 */
export function seedReporting(db: Db): { seeded: boolean } {
  const done = db.prepare('SELECT 1 FROM reporting_seed WHERE version = ?').get(REPORTING_SEED_VERSION);
  if (done) return { seeded: false };
  const days = [...daysBetween(REPORTING_FIRST_DAY, REPORTING_LAST_DAY)];
  const months = [...new Set(days.filter((d) => d.endsWith('-01')).map((d) => d.slice(0, 7)))];
  const mondays = days.filter((d) => isoWeekday(d) === 1 && addDays(d, 6) <= REPORTING_LAST_DAY);
  const demo = new Set(AGENCY_PROFILES.map((p) => p.agencyNumber));
  const sellers = SEED_AGENCIES.filter((a) => a.agencyType !== 'D').map((a) => a.agencyNumber);
  // Foreign keys are checked by the tests (PRAGMA foreign_key_check), not per row here: that halves the seed time.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    fill(db, days, months, mondays, demo, sellers);
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return { seeded: true };
}

function fill(db: Db, days: string[], months: string[], mondays: string[], demo: ReadonlySet<string>, sellers: string[]): void {
  const insert = prepareInserts(db);
  db.transaction(() => {
    for (const g of GAMES) insert.game(g.code, g.name, g.group, g.own ? 1 : 0, g.commissionBp);
    for (const [group, account, name] of LEDGER_ACCOUNTS) insert.account(group, account, name);
    for (const p of PARTNERS) insert.partner(p.id, p.name, p.kind, p.product, p.commissionBp);
    for (const profile of AGENCY_PROFILES) {
      for (const [id, type] of profile.terminals) insert.terminal(profile.agencyNumber, id, type);
      const horseMonths = generateSales(profile, days, insert.sale);
      generateTerminalTransactions(profile, days, insert.transaction);
      if (profile.shares) generateShareOfferings(profile, days, insert.share);
      if (profile.trackCommission) generateTrackCommission(profile, horseMonths, days, insert.track);
      generateDailyServices(profile, days, insert.telecash, insert.eid);
      generateNewCustomers(profile, months, insert.customers);
    }
    for (const partner of PARTNERS) {
      generatePartnerSales(partner, sellers.filter((a) => sellsThrough(partner, a, demo)), mondays, insert.partnerSale);
    }
    db.prepare('INSERT INTO reporting_seed (version, seeded_at) VALUES (?, ?)').run(REPORTING_SEED_VERSION, SEED_DATE);
  })();
}
