// Issue 27 item 2 and the demo-data top-up of item 1: instances of a fleet started at the same moment on one empty
// PostgreSQL database migrate and seed exactly once (the others wait, then find it done), and the hourly report-data
// top-up runs in one instance at a time (the others skip the round). SQLite has one process and no lock.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADVISORY_LOCK, withAdvisoryLockIfFree } from '../../../server/db/advisory-lock.js';
import { migrate } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import { readSeedCalendar } from '../../../server/seed/seed-calendar.js';
import { topUpReporting } from '../../../server/seed/seed-reporting.js';
import { seed, type SeedResult } from '../../../server/seed/seed.js';
import { createDatabase, dropDatabase, rowCounts } from '../../../scripts/postgres/postgres-databases.js';
import { TEST_START } from '../helpers/test-start.js';

const url = inject('testDatabaseUrl');
const INSTANCES = 3;
const clock = () => new Date(TEST_START);

describe.skipIf(url === '')('instances started together on an empty PostgreSQL database', () => {
  let database: { name: string; url: string };
  let single: { name: string; url: string };
  let stores: Store[] = [];
  let migrated: string[][];
  let seeded: SeedResult[];

  beforeAll(async () => {
    database = await createDatabase(url, 'fleet_start');
    // One migrate and seed on the test clock's day: the run's template database, copied.
    single = await createDatabase(url, 'fleet_single', inject('postgresTemplate'));
    // Each instance its own pool, as separate processes have; all start at once.
    stores = await Promise.all(Array.from({ length: INSTANCES }, () => postgresStore(database.url, 4)));
    const started = await Promise.all(stores.map(async (store) => {
      const names = await migrate(store);
      return { names, result: await seed(store, clock) };
    }));
    migrated = started.map((s) => s.names);
    seeded = started.map((s) => s.result);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    if (database !== undefined) await dropDatabase(url, database.name);
    if (single !== undefined) await dropDatabase(url, single.name);
  });

  it('one instance migrates and seeds, the others find it done and add nothing', () => {
    expect(migrated.filter((names) => names.length > 0)).toHaveLength(1);
    const writers = seeded.filter((result) => result.users > 0);
    expect(writers).toHaveLength(1);
    expect(writers[0]).toMatchObject({ chains: expect.any(Number), agencies: expect.any(Number), reportingDays: 730 });
    expect(seeded.filter((result) => result.users === 0)).toStrictEqual(
      Array.from({ length: INSTANCES - 1 }, () => ({ chains: 0, agencies: 0, users: 0, reportingDays: 0 })));
  });

  it('every table holds exactly the rows of a single migrate and seed', async () => {
    const [together, alone] = await Promise.all([rowCounts(database.url), rowCounts(single.url)]);
    expect(Object.keys(together).length).toBeGreaterThan(30);
    expect(together).toStrictEqual(alone);
  });

  it('the hourly top-up: an instance finding another at the demo data skips the round; the next round adds the day', async () => {
    const [first, second] = stores as [Store, Store];
    const before = await rowCounts(database.url);
    // Another instance holds the demo-data lock (its own seed or top-up in progress).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.demoData]);
      expect(await topUpReporting(first, '2026-11-03')).toStrictEqual({ days: 0, skipped: true });
      expect(await rowCounts(database.url)).toStrictEqual(before);
      await other.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK.demoData]);
    } finally {
      await other.end();
    }
    // Two instances at the same moment: one adds the day, the other skips or finds it added.
    const rounds = await Promise.all([topUpReporting(first, '2026-11-03'), topUpReporting(second, '2026-11-03')]);
    expect(rounds.map((round) => round.days).sort()).toStrictEqual([0, 1]);
    expect((await readSeedCalendar(first.db))?.reportingLastDay).toBe('2026-11-02');
    const after = await rowCounts(database.url);
    expect(after['sales_daily']).toBeGreaterThan(before['sales_daily'] ?? 0);
    // The lock is free again: a later round runs (and finds nothing left to add).
    expect(await topUpReporting(second, '2026-11-03')).toStrictEqual({ days: 0, skipped: false });
  });
});

describe('on SQLite (one process)', () => {
  it('the work runs without a lock', async () => {
    const store = sqliteStore(openDatabase(':memory:'));
    try {
      expect(await withAdvisoryLockIfFree(store, ADVISORY_LOCK.demoData, async () => 'ran')).toStrictEqual({ ran: true, result: 'ran' });
    } finally {
      await store.close();
    }
  });
});
