// The change clock on PostgreSQL (server/db/change-clock.ts, postgresChangeClock): kept reads are served while no
// transaction commits anywhere, and a commit acknowledged to one instance is seen by the next read through another.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createChangeCache, postgresChangeClock } from '../../../server/db/change-clock.js';
import { isDatabaseUnavailable } from '../../../server/db/dialect.js';
import { postgresStore, type Store } from '../../../server/db/store.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';

const url = inject('testDatabaseUrl');
/** The next turn of the event loop, after the clock's reads of this one were sent. */
const turn = () => new Promise((resolve) => { setImmediate(resolve); });

describe.skipIf(url === '')('the PostgreSQL change clock', () => {
  let database: { name: string; url: string };
  /** Two instances' stores on one database. */
  let a: Store;
  let b: Store;
  beforeAll(async () => {
    database = await createDatabase(url, 'portal_change_clock');
    a = await postgresStore(database.url, 3);
    b = await postgresStore(database.url, 3);
    await sql`CREATE TABLE kept (k text PRIMARY KEY, v integer NOT NULL)`.execute(a.db);
    await sql`INSERT INTO kept VALUES ('x', 1)`.execute(a.db);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (database !== undefined) await dropDatabase(url, database.name);
  });

  const cacheOn = (store: Store) => {
    let loads = 0;
    const valueOf = createChangeCache(store.changeClock, async (key: string) => {
      loads += 1;
      const row = await sql<{ v: number }>`SELECT v FROM kept WHERE k = ${key}`.execute(store.db);
      return row.rows[0]?.v;
    });
    return { valueOf, loads: () => loads };
  };

  it('stands still while the snapshot does: the kept value is served without reading it again', async () => {
    // A stub snapshot: the test cluster is shared with other suites, whose commits move the real one at any moment.
    let snapshot = '100:100:';
    const clock = postgresChangeClock({ query: (async () => ({ rows: [{ snapshot }] })) as never });
    let loads = 0;
    const valueOf = createChangeCache(clock, async (key: string) => { loads += 1; return `${key}@${snapshot}`; });
    expect([await valueOf('x'), await valueOf('x'), await valueOf('x')]).toEqual(['x@100:100:', 'x@100:100:', 'x@100:100:']);
    expect(loads).toBe(1);
    snapshot = '100:101:';
    expect(await valueOf('x')).toBe('x@100:101:');
    expect(loads).toBe(2);
  });

  it('moves with a commit through another instance: the next read through this one sees the write', async () => {
    const { valueOf, loads } = cacheOn(b);
    expect(await valueOf('x')).toBe(1);
    for (let v = 2; v <= 6; v += 1) {
      await sql`UPDATE kept SET v = ${v} WHERE k = 'x'`.execute(a.db);
      expect(await valueOf('x')).toBe(v);
    }
    expect(loads()).toBe(6);
  });

  it('gives the callers of one turn one read, sent after the turn so that it is taken after the last of them asked', async () => {
    let reads = 0;
    const clock = postgresChangeClock({ query: (text: string) => { reads += 1; return a.pool!.query(text); } });
    const asked = [clock(), clock(), clock()];
    expect(reads).toBe(0);
    const [first = Number.NaN, ...others] = await Promise.all(asked);
    expect(reads).toBe(1);
    expect(others).toEqual([first, first]);
    await sql`UPDATE kept SET v = v + 1 WHERE k = 'x'`.execute(b.db);
    expect(await clock()).toBeGreaterThan(first);
    expect(reads).toBe(2);
  });

  it('moves again when an older snapshot comes back after a newer one: what the newer read kept is forgotten once more', async () => {
    let snapshot = '300:300:';
    const pending: Array<() => void> = [];
    const clock = postgresChangeClock({ query: (() => {
      const taken = snapshot;
      return new Promise((resolve) => { pending.push(() => resolve({ rows: [{ snapshot: taken }] })); });
    }) as never });
    const older = clock();
    await turn();
    snapshot = '300:301:';
    const newer = clock();
    await turn();
    pending[1]!(); // the newer read is back first
    const fromNewer = await newer;
    pending[0]!();
    const fromOlder = await older;
    expect(fromOlder).toBeGreaterThan(fromNewer); // the older read's callers load afresh rather than take what the newer read's kept
  });

  it('fails its callers while the database cannot answer (the request gets the 503 of any query)', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://portal@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    try {
      const clock = postgresChangeClock(unreachable);
      const failure: unknown = await Promise.resolve(clock()).then(() => undefined, (error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await unreachable.end();
    }
  });
});
