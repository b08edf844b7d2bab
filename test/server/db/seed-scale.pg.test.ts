// npm run seed:scale's logic (server/seed/scale) on both stores: what it reports it wrote is what the tables hold, the
// 200-outlet chain is the demo RETAIL user's, every outlet has its staff with one shared password hash, a second run is
// refused without writing, and rows that were there before (the demo seed's) are left exactly as they were.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/password.js';
import { migrate } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import type { Database } from '../../../server/db/tables.js';
import { LARGE_CHAIN_ID, LARGE_CHAIN_OUTLETS } from '../../../server/seed/scale/scale-operator.js';
import { ScaleSeedRefused, seedScale, type ScaleOptions, type ScaleResult } from '../../../server/seed/scale/seed-scale.js';
import { DEMO_PASSWORD } from '../../../server/seed/seed-data/users.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';

const url = inject('testDatabaseUrl');
const OPTIONS: ScaleOptions = { agencies: 230, days: 9, chains: 5, transactionDays: 2, now: () => new Date('2026-03-04T11:00:00Z') };
// Rows of the demo seed's kind, written before the scale seed: they must come out unchanged.
const DEMO_CHAIN = { chain_id: LARGE_CHAIN_ID, chain_name: 'Kioskkompaniet (demo)' };
const DEMO_AGENCY = {
  agency_number: '1001', agency_name: 'Kioskkompaniet Drottninggatan', retail_chain_id: LARGE_CHAIN_ID, weekday_opening: '0700',
  weekday_closing: '2200', sat_opening: '0800', sat_closing: '2200', sun_opening: '0900', sun_closing: '2100',
};
const DEMO_USER = { username: 'KEDJA3', firstname: 'Maria', lastname: 'Falk', roles: '["RETAIL"]', password_hash: 'demo-hash', store_chain_id: LARGE_CHAIN_ID };
const DEMO_GAME = { game_code: 'LOTTO', game_name: 'Lotto (demo)', game_group: 'NUMMER', own_game: 1, commission_bp: 123 };
const DEMO_SALE = { agency_number: '1001', sale_date: '2026-03-01', game_code: 'LOTTO', channel: 'BUTIK', tickets: 1, stake_ore: 100, payout_ore: 0 };

const stores: Array<[string, () => Promise<{ store: Store; drop: () => Promise<void> }>]> = [
  ['SQLite', async () => ({ store: sqliteStore(openDatabase(':memory:')), drop: async () => undefined })],
  ...(url ? [['PostgreSQL', async () => {
    const database = await createDatabase(url, 'seed_scale');
    return { store: await postgresStore(database.url), drop: () => dropDatabase(url, database.name) };
  }] as [string, () => Promise<{ store: Store; drop: () => Promise<void> }>]] : []),
];

describe.each(stores)('seed:scale on %s', (_name, open) => {
  let store: Store;
  let drop: () => Promise<void>;
  let result: ScaleResult;
  const count = async (table: keyof Database) => Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    ({ store, drop } = await open());
    await migrate(store);
    await store.db.insertInto('chains').values([{ chain_id: 0, chain_name: '' }, DEMO_CHAIN]).execute();
    await store.db.insertInto('agencies').values(DEMO_AGENCY).execute();
    await store.db.insertInto('users').values(DEMO_USER).execute();
    await store.db.insertInto('games').values(DEMO_GAME).execute();
    await store.db.insertInto('sales_daily').values(DEMO_SALE).execute();
    result = await seedScale(store, OPTIONS);
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('writes the period ending yesterday, and as many rows to each table as it reports', async () => {
    expect([result.firstDay, result.lastDay]).toStrictEqual(['2026-02-23', '2026-03-03']);
    const demoRows: Partial<Record<keyof Database, number>> = { agencies: 1, users: 1, sales_daily: 1 };
    for (const [table, figure] of Object.entries(result.figures)) {
      if (table === 'chains') continue; // chain 0 and 3 existed: counted as the operator's, inserted only where missing
      expect(await count(table as keyof Database), table).toBe(figure.rows + (demoRows[table as keyof Database] ?? 0));
    }
    for (const table of ['sales_daily', 'terminal_transactions', 'telecash_daily', 'eid_daily', 'share_offerings', 'new_customers_monthly', 'users', 'terminals'] as const) {
      expect(result.figures[table]?.rows, table).toBeGreaterThan(0);
    }
    // One sales row per outlet, day and game of its range: 9 days × 230 outlets × 8 to 10 games (tracks sell 6).
    expect(result.figures.sales_daily!.rows).toBeGreaterThan(9 * 230 * 6);
    const days = await store.db.selectFrom('sales_daily').select('sale_date').distinct().where('agency_number', '<>', DEMO_AGENCY.agency_number).orderBy('sale_date').execute();
    expect(days.map((d) => d.sale_date)).toHaveLength(9);
    const transactionDays = await store.db.selectFrom('terminal_transactions').select('tx_date').distinct().orderBy('tx_date').execute();
    expect(transactionDays.map((d) => d.tx_date)).toStrictEqual(['2026-03-02', '2026-03-03']);
  });

  it('puts 200 outlets in the demo RETAIL user\'s chain and spreads the rest over the other chains or none', async () => {
    const chains = await store.db.selectFrom('agencies').select(['retail_chain_id as chain', (eb) => eb.fn.countAll().as('n')])
      .where('agency_number', '<>', DEMO_AGENCY.agency_number).groupBy('retail_chain_id').orderBy('retail_chain_id').execute();
    expect(chains.find((c) => c.chain === LARGE_CHAIN_ID)?.n).toBe(LARGE_CHAIN_OUTLETS);
    expect(chains.map((c) => c.chain)).toStrictEqual([0, LARGE_CHAIN_ID, 101, 102, 103, 104]);
    expect(await count('chains')).toBe(6);
  });

  it('gives every outlet its manager (the betting manager user) and staff sharing one hash of the demo password', async () => {
    const managers = await store.db.selectFrom('agencies as a').innerJoin('users as u', 'u.username', 'a.betting_manager_user_id')
      .select(['u.roles', 'u.agency_number', 'a.agency_number as agency']).where('a.agency_number', '<>', DEMO_AGENCY.agency_number).execute();
    expect(managers).toHaveLength(OPTIONS.agencies);
    expect(managers.every((m) => m.roles === '["OMBMGR"]' && m.agency_number === m.agency)).toBe(true);
    const hashes = await store.db.selectFrom('users').select('password_hash').distinct().where('agency_number', '<>', DEMO_AGENCY.agency_number).execute();
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(DEMO_PASSWORD, hashes[0]!.password_hash)).toBe(true);
    const roles = await store.db.selectFrom('users').select('roles').distinct().where('agency_number', '<>', DEMO_AGENCY.agency_number).orderBy('roles').execute();
    expect(roles.map((r) => r.roles)).toStrictEqual(['["EKONOMI"]', '["OMBMGR"]', '["SALJARE"]', '["SALJPLUS"]']);
    expect(result.figures.users!.rows / OPTIONS.agencies).toBeGreaterThan(5);
  });

  it('leaves the rows that were there before as they were', async () => {
    expect(await store.db.selectFrom('chains').selectAll().where('chain_id', '=', LARGE_CHAIN_ID).executeTakeFirst()).toStrictEqual(DEMO_CHAIN);
    expect(await store.db.selectFrom('users').select(['username', 'firstname', 'lastname', 'roles', 'password_hash', 'store_chain_id']).where('username', '=', 'KEDJA3').executeTakeFirst()).toStrictEqual(DEMO_USER);
    expect(await store.db.selectFrom('games').selectAll().where('game_code', '=', 'LOTTO').executeTakeFirst()).toStrictEqual(DEMO_GAME);
    expect(await store.db.selectFrom('sales_daily').selectAll().where('agency_number', '=', '1001').execute()).toStrictEqual([DEMO_SALE]);
    if (store.sqlite !== null) expect(store.sqlite.pragma('foreign_key_check')).toStrictEqual([]);
  });

  it('refuses a second run on the same database without writing anything', async () => {
    const before = await count('sales_daily');
    await expect(seedScale(store, OPTIONS)).rejects.toThrow(ScaleSeedRefused);
    await expect(seedScale(store, OPTIONS)).rejects.toThrow('The database already holds the scale outlets (agency 10001); run seed:scale on a new database.');
    expect(await count('sales_daily')).toBe(before);
  });
});
