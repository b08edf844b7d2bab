import { addDays } from '../../engine/context/periods.js';
import type { Db } from '../db/open-database.js';
import { readSeedCalendar, reportingFirstDay, setReportingLastDay } from './seed-calendar.js';
import { SEED_AGENCIES } from './seed-data/agencies.js';
import {
  daysBetween, generateDailyServices, generateNewCustomers, generatePartnerSales, generateSales, generateShareOfferings,
  generateTerminalTransactions, generateTrackCommission, isoWeekday, sellsThrough,
} from './seed-data/reporting-generators.js';
import { AGENCY_PROFILES, GAMES, LEDGER_ACCOUNTS, PARTNERS } from './seed-data/reporting-reference.js';

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

const HORSE_GAMES = GAMES.filter((g) => g.group === 'HAST').map((g) => g.code);

/**
 * Report data for the demo agencies (1001, 2002, 3003, 4004) and weekly partner sales for every partner, from the day
 * after the last seeded day (a new store: two years before its creation day) to yesterday, in one transaction with
 * prepared statements (two years take about a second, a day a few milliseconds). Idempotent: a second run on the same
 * day adds nothing. Needs the store's calendar (ensureSeedCalendar); returns how many days were added.
 */
export function seedReporting(db: Db, today: string): { days: number } {
  // Foreign keys are checked by the tests (PRAGMA foreign_key_check), not per row here: that halves the seed time.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    // IMMEDIATE: two servers starting on one file cannot both read the same last day and add it twice.
    return db.transaction(() => topUp(db, today)).immediate();
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}

function topUp(db: Db, today: string): { days: number } {
  const calendar = readSeedCalendar(db);
  if (calendar === undefined) throw new Error('seedReporting needs the seed calendar (ensureSeedCalendar) first');
  const first = reportingFirstDay(calendar.createdDay);
  const yesterday = addDays(today, -1);
  const from = calendar.reportingLastDay === null ? first : addDays(calendar.reportingLastDay, 1);
  if (from > yesterday) return { days: 0 };
  const days = [...daysBetween(from, yesterday)];
  fill(db, days, first);
  setReportingLastDay(db, yesterday);
  return { days: days.length };
}

/** Rows of `days`; weeks and months are written once their last day (or, for new customers, their first) is among them. */
function fill(db: Db, days: readonly string[], first: string): void {
  const insert = prepareInserts(db);
  for (const g of GAMES) insert.game(g.code, g.name, g.group, g.own ? 1 : 0, g.commissionBp);
  for (const [group, account, name] of LEDGER_ACCOUNTS) insert.account(group, account, name);
  for (const p of PARTNERS) insert.partner(p.id, p.name, p.kind, p.product, p.commissionBp);
  const monthStarts = days.filter((d) => d.endsWith('-01')).map((d) => d.slice(0, 7));
  const wholeMonths = days.filter((d) => addDays(d, 1).endsWith('-01') && `${d.slice(0, 7)}-01` >= first).map((d) => d.slice(0, 7));
  const mondays = days.filter((d) => isoWeekday(d) === 7).map((sunday) => addDays(sunday, -6)).filter((monday) => monday >= first);
  const horseStakes = db.prepare<string[], { game: string; stake: number }>(`SELECT game_code AS game, sum(stake_ore) AS stake
    FROM sales_daily WHERE agency_number = ? AND sale_date BETWEEN ? AND ? AND game_code IN (${HORSE_GAMES.map(() => '?').join(', ')})
    GROUP BY game_code ORDER BY game_code`);
  for (const profile of AGENCY_PROFILES) {
    for (const [id, type] of profile.terminals) insert.terminal(profile.agencyNumber, id, type);
    for (const day of days) {
      generateSales(profile, day, insert.sale);
      generateTerminalTransactions(profile, day, insert.transaction);
      if (profile.shares) generateShareOfferings(profile, day, insert.share);
      generateDailyServices(profile, day, insert.telecash, insert.eid);
    }
    for (const month of monthStarts) generateNewCustomers(profile, month, insert.customers);
    if (!profile.trackCommission) continue;
    for (const month of wholeMonths) {
      const stakes = horseStakes.all(profile.agencyNumber, `${month}-01`, `${month}-31`, ...HORSE_GAMES);
      generateTrackCommission(profile, month, new Map(stakes.map((s) => [s.game, s.stake])), insert.track);
    }
  }
  const demo = new Set(AGENCY_PROFILES.map((p) => p.agencyNumber));
  const sellers = SEED_AGENCIES.filter((a) => a.agencyType !== 'D').map((a) => a.agencyNumber);
  for (const partner of PARTNERS) {
    const agencies = sellers.filter((a) => sellsThrough(partner, a, demo));
    for (const monday of mondays) generatePartnerSales(partner, agencies, monday, insert.partnerSale);
  }
}
