import { addDays } from '@ombudsportalen/engine';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import { ADVISORY_LOCK, withAdvisoryLockIfFree } from '../db/advisory-lock.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { readSeedCalendar, reportingFirstDay, setReportingLastDay } from './seed-calendar.js';
import { SEED_AGENCIES } from './seed-data/agencies.js';
import {
  daysBetween, generateDailyServices, generateNewCustomers, generatePartnerSales, generateSales, generateShareOfferings,
  generateTerminalTransactions, generateTrackCommission, isoWeekday, sellsThrough,
} from './seed-data/reporting-generators.js';
import { AGENCY_PROFILES, GAMES, LEDGER_ACCOUNTS, PARTNERS } from './seed-data/reporting-reference.js';

// Each reporting table's columns in the order the generators emit their values.
const COLUMNS = {
  games: ['game_code', 'game_name', 'game_group', 'own_game', 'commission_bp'],
  ledger_accounts: ['game_group', 'account', 'account_name'],
  partners: ['partner_id', 'partner_name', 'partner_kind', 'product_name', 'commission_bp'],
  terminals: ['agency_number', 'terminal_id', 'terminal_type'],
  sales_daily: ['agency_number', 'sale_date', 'game_code', 'channel', 'tickets', 'stake_ore', 'payout_ore'],
  terminal_transactions: ['agency_number', 'tx_date', 'terminal_id', 'seq', 'tx_seconds', 'kind', 'game_code', 'amount_ore'],
  share_offerings: ['agency_number', 'draw_date', 'game_code', 'offering_no', 'report_type', 'shares_total', 'shares_sold', 'share_price_ore', 'commission_bp'],
  track_commission_monthly: ['agency_number', 'month_start', 'game_code', 'turnover_ore', 'commission_bp'],
  telecash_daily: ['agency_number', 'day', 'terminal_id', 'deposits', 'deposit_ore', 'withdrawals', 'withdrawal_ore'],
  eid_daily: ['agency_number', 'day', 'identifications', 'fee_ore'],
  new_customers_monthly: ['agency_number', 'month_start', 'customer_type', 'new_customers', 'per_customer_ore'],
  partner_sales_weekly: ['partner_id', 'week_start', 'agency_number', 'items', 'amount_ore'],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

type ReportingTable = keyof typeof COLUMNS;
type Emit = (...values: (string | number)[]) => void;

/** Values bound per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement. */
const VALUES_PER_INSERT = 1500;

/**
 * Multi-row INSERT … ON CONFLICT DO NOTHING per table: rows are collected and written a batch at a time (one statement
 * per few hundred rows instead of one per row). Kysely builds each statement once per table and batch size, for the
 * store's dialect; every batch binds its values to it (building the query per batch cost five times the seed's time).
 */
function batchedInserts(trx: Transaction<Database>) {
  const compiled = new Map<string, string>();
  const statementOf = (table: ReportingTable, rows: number): string => {
    const key = `${table}:${rows}`;
    let text = compiled.get(key);
    if (text === undefined) {
      const row = Object.fromEntries(COLUMNS[table].map((column) => [column, 0]));
      // The rows are built from COLUMNS, typed against the table above; Kysely cannot follow a table chosen at run time.
      text = trx.insertInto(table).values(Array.from({ length: rows }, () => row) as never).onConflict((oc) => oc.doNothing()).compile().sql;
      compiled.set(key, text);
    }
    return text;
  };
  const pending = new Map<ReportingTable, (string | number)[]>();
  const writes: Promise<unknown>[] = [];
  const write = (table: ReportingTable, values: (string | number)[]) => {
    const written = trx.executeQuery(CompiledQuery.raw(statementOf(table, values.length / COLUMNS[table].length), values));
    written.catch(() => undefined); // awaited in flush(); until then a failure must not count as unhandled
    writes.push(written);
  };
  const emitTo = (table: ReportingTable): Emit => {
    const perInsert = Math.floor(VALUES_PER_INSERT / COLUMNS[table].length) * COLUMNS[table].length;
    return (...values) => {
      let batch = pending.get(table);
      if (!batch) pending.set(table, (batch = []));
      batch.push(...values);
      if (batch.length >= perInsert) {
        pending.delete(table);
        write(table, batch);
      }
    };
  };
  return {
    emitTo,
    /** Writes every collected row (before reading them back, and at the end). */
    async flush(): Promise<void> {
      for (const [table, batch] of pending) write(table, batch);
      pending.clear();
      await Promise.all(writes.splice(0));
    },
  };
}

/** The first day of the month after `month` (yyyy-MM). */
const nextMonthStart = (month: string) => `${addDays(`${month}-28`, 4).slice(0, 7)}-01`;

const HORSE_GAMES = GAMES.filter((g) => g.group === 'HAST').map((g) => g.code);

/**
 * Report data for the demo agencies (1001, 2002, 3003, 4004) and weekly partner sales for every partner, from the day
 * after the last seeded day (a new store: two years before its creation day) to yesterday, in one transaction with
 * multi-row inserts (two years take about a second, a day a few milliseconds). Idempotent: a second run on the same
 * day adds nothing. Needs the store's calendar (ensureSeedCalendar); returns how many days were added.
 */
export async function seedReporting(store: Store, today: string): Promise<{ days: number }> {
  // SQLite: foreign keys are checked by the tests (PRAGMA foreign_key_check), not per row here: that halves the seed time.
  const foreignKeys = store.dialect === 'sqlite' ? (await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(store.db)).rows[0]?.foreign_keys : undefined;
  if (foreignKeys !== undefined) await sql`PRAGMA foreign_keys = OFF`.execute(store.db);
  try {
    return await store.db.transaction().execute((trx) => topUp(trx, today));
  } finally {
    if (foreignKeys !== undefined) await sql.raw(`PRAGMA foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`).execute(store.db);
  }
}

/**
 * The running server's hourly top-up: seedReporting by one instance of a fleet at a time. An instance that finds
 * another seeding or topping up (the demo-data advisory lock taken) skips this round: the other adds the same days.
 */
export async function topUpReporting(store: Store, today: string): Promise<{ days: number; skipped: boolean }> {
  const round = await withAdvisoryLockIfFree(store, ADVISORY_LOCK.demoData, () => seedReporting(store, today));
  return round.ran ? { days: round.result.days, skipped: false } : { days: 0, skipped: true };
}

async function topUp(trx: Transaction<Database>, today: string): Promise<{ days: number }> {
  // The calendar row written first: two servers topping up one store wait here for each other (SQLite's write lock,
  // PostgreSQL's row lock) instead of both reading the same last day and adding it twice.
  await trx.updateTable('seed_calendar').set((eb) => ({ reporting_last_day: eb.ref('reporting_last_day') })).where('id', '=', 1).execute();
  const calendar = await readSeedCalendar(trx);
  if (calendar === undefined) throw new Error('seedReporting needs the seed calendar (ensureSeedCalendar) first');
  const first = reportingFirstDay(calendar.createdDay);
  const yesterday = addDays(today, -1);
  const from = calendar.reportingLastDay === null ? first : addDays(calendar.reportingLastDay, 1);
  if (from > yesterday) return { days: 0 };
  const days = [...daysBetween(from, yesterday)];
  await fill(trx, days, first);
  await setReportingLastDay(trx, yesterday);
  return { days: days.length };
}

/** Rows of `days`; weeks and months are written once their last day (or, for new customers, their first) is among them. */
async function fill(trx: Transaction<Database>, days: readonly string[], first: string): Promise<void> {
  const inserts = batchedInserts(trx);
  const insert = {
    game: inserts.emitTo('games'), account: inserts.emitTo('ledger_accounts'), partner: inserts.emitTo('partners'),
    terminal: inserts.emitTo('terminals'), sale: inserts.emitTo('sales_daily'), transaction: inserts.emitTo('terminal_transactions'),
    share: inserts.emitTo('share_offerings'), track: inserts.emitTo('track_commission_monthly'), telecash: inserts.emitTo('telecash_daily'),
    eid: inserts.emitTo('eid_daily'), customers: inserts.emitTo('new_customers_monthly'), partnerSale: inserts.emitTo('partner_sales_weekly'),
  };
  for (const g of GAMES) insert.game(g.code, g.name, g.group, g.own ? 1 : 0, g.commissionBp);
  for (const [group, account, name] of LEDGER_ACCOUNTS) insert.account(group, account, name);
  for (const p of PARTNERS) insert.partner(p.id, p.name, p.kind, p.product, p.commissionBp);
  for (const profile of AGENCY_PROFILES) for (const [id, type] of profile.terminals) insert.terminal(profile.agencyNumber, id, type);
  await inserts.flush(); // what the facts refer to first: PostgreSQL checks every foreign key at each statement
  const monthStarts = days.filter((d) => d.endsWith('-01')).map((d) => d.slice(0, 7));
  const wholeMonths = days.filter((d) => addDays(d, 1).endsWith('-01') && `${d.slice(0, 7)}-01` >= first).map((d) => d.slice(0, 7));
  const mondays = days.filter((d) => isoWeekday(d) === 7).map((sunday) => addDays(sunday, -6)).filter((monday) => monday >= first);
  const horseStakes = (agencyNumber: string, month: string) => trx.selectFrom('sales_daily')
    .select(['game_code as game', (eb) => eb.fn.sum<number>('stake_ore').as('stake')])
    .where('agency_number', '=', agencyNumber).where('sale_date', '>=', `${month}-01`).where('sale_date', '<', nextMonthStart(month)) // no 31st in every month: PostgreSQL's dates refuse it
    .where('game_code', 'in', HORSE_GAMES).groupBy('game_code').orderBy('game_code').execute();
  for (const profile of AGENCY_PROFILES) {
    for (const day of days) {
      generateSales(profile, day, insert.sale);
      generateTerminalTransactions(profile, day, insert.transaction);
      if (profile.shares) generateShareOfferings(profile, day, insert.share);
      generateDailyServices(profile, day, insert.telecash, insert.eid);
    }
    for (const month of monthStarts) generateNewCustomers(profile, month, insert.customers);
    if (!profile.trackCommission) continue;
    await inserts.flush(); // the month's stakes are read back, earlier top-ups' days included
    for (const month of wholeMonths) {
      const stakes = await horseStakes(profile.agencyNumber, month);
      generateTrackCommission(profile, month, new Map(stakes.map((s) => [s.game, Number(s.stake)])), insert.track);
    }
  }
  const demo = new Set(AGENCY_PROFILES.map((p) => p.agencyNumber));
  const sellers = SEED_AGENCIES.filter((a) => a.agencyType !== 'D').map((a) => a.agencyNumber);
  for (const partner of PARTNERS) {
    const agencies = sellers.filter((a) => sellsThrough(partner, a, demo));
    for (const monday of mondays) generatePartnerSales(partner, agencies, monday, insert.partnerSale);
  }
  await inserts.flush();
}
