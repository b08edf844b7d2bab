// `npm run seed:scale` (issue 26 item 5): an operator-size portal database on either store, written through Kysely.
// The figures come from the demo generators (server/seed/seed-data/reporting-generators.ts), for every scale outlet.
import { stockholmToday, addDays } from '@ombudsportalen/engine';
import { hashPassword } from '../../auth/password.js';
import type { Store } from '../../db/store.js';
import { createAgencyRepository } from '../../repositories/agency-repository.js';
import type { NewUser } from '../../repositories/user-repository.js';
import {
  daysBetween, generateDailyServices, generateNewCustomers, generatePartnerSales, generateSales, generateShareOfferings,
  generateTerminalTransactions, generateTrackCommission, isoWeekday, sellsThrough,
} from '../seed-data/reporting-generators.js';
import { GAMES, LEDGER_ACCOUNTS, PARTNERS } from '../seed-data/reporting-reference.js';
import { DEMO_PASSWORD } from '../seed-data/users.js';
import { createBatchWriter, type Executor, type TableFigures } from './batch-writer.js';
import { FIRST_SCALE_AGENCY, scaleOperator, scaleStaff, type ScaleOutlet } from './scale-operator.js';

export interface ScaleOptions {
  agencies: number;
  /** Days of figures, ending on the last day (the CLI's --years × 365). */
  days: number;
  chains: number;
  /** Days of terminal transactions, ending on the last day (each terminal has a few a day; the report shows one day). */
  transactionDays: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export const DEFAULT_SCALE: Readonly<Omit<ScaleOptions, 'now' | 'log'>> = { agencies: 3000, days: 730, chains: 40, transactionDays: 92 };

/** The database already holds the scale data, or cannot take it: nothing was written. */
export class ScaleSeedRefused extends Error {
  override name = 'ScaleSeedRefused';
}

export interface ScaleResult {
  firstDay: string;
  lastDay: string;
  figures: TableFigures;
  seconds: number;
}

/** Outlets whose figures go in one transaction: a few hundred thousand rows, a few seconds of work. */
const OUTLETS_PER_TRANSACTION = 25;
const PASSWORD_VALID_DAYS = 90;
const GDPR_ACCEPTED_DAYS_BEFORE = 400;
const HORSE_GAMES = new Set(GAMES.filter((g) => g.group === 'HAST').map((g) => g.code));

/**
 * Writes an operator of `agencies` outlets in `chains` chains (one of 200 outlets: the demo RETAIL user's chain), their
 * staff and `days` of daily figures into a migrated database. Refuses (ScaleSeedRefused) a database that already
 * holds the scale outlets; the demo seed's rows (its outlets, accounts and report data) are never touched, and the
 * shared reference rows (games, accounts, partners, chains 0 and 3) are inserted only where missing. The figures end on
 * the demo data's last day when the database has one, else yesterday.
 */
export async function seedScale(store: Store, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const first = await store.db.selectFrom('agencies').select('agency_number').where('agency_number', '=', String(FIRST_SCALE_AGENCY)).executeTakeFirst();
  if (first !== undefined) throw new ScaleSeedRefused(`The database already holds the scale outlets (agency ${FIRST_SCALE_AGENCY}); run seed:scale on a new database.`);

  const today = stockholmToday((options.now ?? (() => new Date()))());
  const calendar = await store.db.selectFrom('seed_calendar').select(['created_day', 'reporting_last_day']).where('id', '=', 1).executeTakeFirst();
  const lastDay = calendar?.reporting_last_day ?? addDays(today, -1);
  const firstDay = addDays(lastDay, -options.days + 1);
  const createdDay = calendar?.created_day ?? today;
  const operator = scaleOperator(options.agencies, options.chains);
  // scrypt is the slow part: one hash of the demo password for every scale user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  log(`${operator.outlets.length} outlets in ${operator.chains.length - 1} chains, figures ${firstDay} – ${lastDay}`);

  const figures: TableFigures = {};
  const restore = await tuneForBulkLoad(store);
  try {
    await store.db.transaction().execute(async (trx) => {
      await writeOperator(trx, store, operator.chains, operator.outlets, { passwordHash, createdDay }, figures);
    });
    log(`outlets, terminals and staff written (${seconds(started)} s)`);
    const days = [...daysBetween(firstDay, lastDay)];
    const transactionsFrom = addDays(lastDay, -options.transactionDays + 1);
    for (let i = 0; i < operator.outlets.length; i += OUTLETS_PER_TRANSACTION) {
      const group = operator.outlets.slice(i, i + OUTLETS_PER_TRANSACTION);
      await store.db.transaction().execute((trx) => writeFigures(trx, group, days, transactionsFrom, figures));
      const done = Math.min(i + OUTLETS_PER_TRANSACTION, operator.outlets.length);
      if (done % 500 < OUTLETS_PER_TRANSACTION || done === operator.outlets.length) log(`figures of ${done} outlets (${seconds(started)} s)`);
    }
    await store.db.transaction().execute((trx) => writePartnerSales(trx, operator.outlets, firstDay, lastDay, figures));
    log(`partner sales written (${seconds(started)} s)`);
  } finally {
    await restore();
  }
  return { firstDay, lastDay, figures, seconds: (performance.now() - started) / 1000 };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * SQLite only: foreign keys are not checked row by row during the load (the rows are written parents first, and the
 * seed tests run PRAGMA foreign_key_check), and a larger page cache; both are restored afterwards.
 */
async function tuneForBulkLoad(store: Store): Promise<() => Promise<void>> {
  const sqlite = store.sqlite;
  if (sqlite === null) return async () => undefined;
  const foreignKeys = sqlite.pragma('foreign_keys', { simple: true }) as number;
  const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -262144'); // 256 MiB
  return async () => {
    sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    sqlite.pragma(`cache_size = ${cacheSize}`);
  };
}

async function writeOperator(trx: Executor, store: Store, chains: ReadonlyArray<readonly [number, string]>, outlets: readonly ScaleOutlet[],
  users: { passwordHash: string; createdDay: string }, figures: TableFigures): Promise<void> {
  for (const g of GAMES) {
    await trx.insertInto('games').values({ game_code: g.code, game_name: g.name, game_group: g.group, own_game: g.own ? 1 : 0, commission_bp: g.commissionBp })
      .onConflict((oc) => oc.doNothing()).execute();
  }
  for (const [group, account, name] of LEDGER_ACCOUNTS) {
    await trx.insertInto('ledger_accounts').values({ game_group: group, account, account_name: name }).onConflict((oc) => oc.doNothing()).execute();
  }
  for (const p of PARTNERS) {
    await trx.insertInto('partners').values({ partner_id: p.id, partner_name: p.name, partner_kind: p.kind, product_name: p.product, commission_bp: p.commissionBp })
      .onConflict((oc) => oc.doNothing()).execute();
  }
  // The agency repository's own seed inserts, on this transaction (chains and outlets are few; the figures are not).
  const agencies = createAgencyRepository({ ...store, db: trx });
  for (const [chainId, name] of chains) await agencies.insertChainIfMissing(chainId, name);
  for (const { agency } of outlets) await agencies.insertIfMissing(agency);
  figures.chains = { rows: chains.length, ms: 0 };
  figures.agencies = { rows: outlets.length, ms: 0 };

  const writer = createBatchWriter(figures);
  writer.on(trx);
  const terminals = writer.table('terminals', ['agency_number', 'terminal_id', 'terminal_type']);
  const userRows = writer.table('users', ['username', 'firstname', 'lastname', 'alias', 'mobile', 'roles', 'social_security_number', 'person_id',
    'password_hash', 'password_expire_date', 'force_password_change', 'gdpr_accept_date', 'store_chain_id', 'agency_number', 'partner', 'locked']);
  const register = writer.table('population_register', ['ssn', 'firstname', 'lastname', 'protected']);
  const expires = addDays(users.createdDay, PASSWORD_VALID_DAYS);
  const gdpr = addDays(users.createdDay, -GDPR_ACCEPTED_DAYS_BEFORE);
  let personIndex = 0;
  const ssns = new Set<string>();
  for (const outlet of outlets) {
    for (const [id, type] of outlet.profile.terminals) terminals.add(outlet.agency.agencyNumber, id, type);
    for (const user of scaleStaff(outlet, users.passwordHash, expires, gdpr, personIndex)) {
      addUser(userRows.add, user);
      // The population register knows every staff member (the person lookup of the staff page).
      if (user.socialSecurityNumber !== null && !ssns.has(user.socialSecurityNumber)) {
        ssns.add(user.socialSecurityNumber);
        register.add(user.socialSecurityNumber, user.firstname, user.lastname, 0);
      }
    }
    personIndex += outlet.staff;
    await writer.drain();
  }
  await writer.flush();
}

function addUser(add: (...values: (string | number | null)[]) => void, user: NewUser): void {
  add(user.username, user.firstname, user.lastname, user.alias, user.mobile, JSON.stringify(user.roles), user.socialSecurityNumber,
    user.personId, user.passwordHash, user.passwordExpireDate, user.forcePasswordChange ? 1 : 0, user.gdprAcceptDate, user.storeChainId,
    user.agencyNumber, user.partner, user.locked ? 1 : 0);
}

/** Every daily, weekly-by-outlet and monthly figure of a group of outlets, outlet by outlet (in primary-key order). */
async function writeFigures(trx: Executor, outlets: readonly ScaleOutlet[], days: readonly string[], transactionsFrom: string, figures: TableFigures): Promise<void> {
  const writer = createBatchWriter(figures);
  writer.on(trx);
  const sales = writer.table('sales_daily', ['agency_number', 'sale_date', 'game_code', 'channel', 'tickets', 'stake_ore', 'payout_ore']);
  const transactions = writer.table('terminal_transactions', ['agency_number', 'tx_date', 'terminal_id', 'seq', 'tx_seconds', 'kind', 'game_code', 'amount_ore']);
  const shares = writer.table('share_offerings', ['agency_number', 'draw_date', 'game_code', 'offering_no', 'report_type', 'shares_total', 'shares_sold', 'share_price_ore', 'commission_bp']);
  const telecash = writer.table('telecash_daily', ['agency_number', 'day', 'terminal_id', 'deposits', 'deposit_ore', 'withdrawals', 'withdrawal_ore']);
  const eid = writer.table('eid_daily', ['agency_number', 'day', 'identifications', 'fee_ore']);
  const customers = writer.table('new_customers_monthly', ['agency_number', 'month_start', 'customer_type', 'new_customers', 'per_customer_ore']);
  const track = writer.table('track_commission_monthly', ['agency_number', 'month_start', 'game_code', 'turnover_ore', 'commission_bp']);
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  for (const { profile } of outlets) {
    // The month's horse stakes, summed as they are generated (the demo seed reads them back from sales_daily).
    const horseStakes = new Map<string, Map<string, number>>();
    const sale = (...values: (string | number)[]) => {
      sales.add(...values);
      const [, day, game, , , stake] = values as [string, string, string, string, number, number];
      if (!profile.trackCommission || !HORSE_GAMES.has(game)) return;
      const month = horseStakes.get(day.slice(0, 7)) ?? new Map<string, number>();
      month.set(game, (month.get(game) ?? 0) + stake);
      horseStakes.set(day.slice(0, 7), month);
    };
    for (const day of days) {
      generateSales(profile, day, sale);
      if (day >= transactionsFrom) generateTerminalTransactions(profile, day, transactions.add);
      if (profile.shares) generateShareOfferings(profile, day, shares.add);
      generateDailyServices(profile, day, telecash.add, eid.add);
      if (day.endsWith('-01')) generateNewCustomers(profile, day.slice(0, 7), customers.add);
    }
    // Track commission of whole months only, as the demo seed writes it.
    for (const [month, stakes] of horseStakes) {
      if (`${month}-01` < first || monthEnd(month) > last) continue;
      generateTrackCommission(profile, month, new Map([...stakes].sort(([a], [b]) => a.localeCompare(b))), track.add);
    }
    await writer.drain();
  }
  await writer.flush();
}

/** The last day of a month (yyyy-MM). */
function monthEnd(month: string): string {
  return addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
}

/** Weekly partner sales of every whole week in the period, through the physical outlets that sell each partner's product. */
async function writePartnerSales(trx: Executor, outlets: readonly ScaleOutlet[], firstDay: string, lastDay: string, figures: TableFigures): Promise<void> {
  const writer = createBatchWriter(figures);
  writer.on(trx);
  const partnerSales = writer.table('partner_sales_weekly', ['partner_id', 'week_start', 'agency_number', 'items', 'amount_ore']);
  const mondays = [...daysBetween(firstDay, addDays(lastDay, -6))].filter((day) => isoWeekday(day) === 1);
  const physical = outlets.filter((o) => o.agency.agencyType !== 'D').map((o) => o.agency.agencyNumber);
  const none = new Set<string>();
  for (const partner of PARTNERS) {
    const agencies = physical.filter((a) => sellsThrough(partner, a, none));
    for (const monday of mondays) {
      generatePartnerSales(partner, agencies, monday, partnerSales.add);
      await writer.drain();
    }
  }
  await writer.flush();
}
