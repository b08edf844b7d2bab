import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../server/db/open-database.js';
import { openStore, sqliteStore, StoreError } from '../../../server/db/store.js';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('openStore', () => {
  it('opens the SQLite file without DATABASE_URL', async () => {
    const store = await openStore({ databasePath: ':memory:' });
    expect(store.dialect).toBe('sqlite');
    await store.close();
  });

  it('stops with the host and the reason, never the password, when PostgreSQL cannot be reached', async () => {
    const port = await closedPort();
    const opening = openStore({ databaseUrl: `postgres://portal:hemligt@127.0.0.1:${port}/portal`, databasePath: ':memory:' });
    await expect(opening).rejects.toThrow(StoreError);
    await expect(opening).rejects.toThrow(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/portal cannot be reached: .*ECONNREFUSED`));
    await expect(opening).rejects.not.toThrow(/hemligt/);
  });
});

describe('the SQLite store', () => {
  // SQLite prepares a statement anew at every run when its LIMIT is a bound parameter (docs/decisions/peak-hour-cpu.md).
  it('writes a limit the code sets into the statement text, and runs it', async () => {
    const sqlite = openDatabase(':memory:');
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => { prepared.push(text); return prepare(text); }) as typeof sqlite.prepare;
    const store = sqliteStore(sqlite);
    await sql`create table t (n integer)`.execute(store.db);
    await sql`insert into t values (1), (2), (3)`.execute(store.db);
    const db = store.db as unknown as Kysely<{ t: { n: number } }>;
    expect(await db.selectFrom('t').select('n').orderBy('n').limit(2).execute()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepared.at(-1)).toBe('select "n" from "t" order by "n" limit 2');
    // A limit that is not a whole number the code chose stays a parameter.
    expect(await db.selectFrom('t').select('n').orderBy('n').limit(sql<number>`${1}`).execute()).toEqual([{ n: 1 }]);
    expect(prepared.at(-1)).toBe('select "n" from "t" order by "n" limit ?');
    await store.close();
  });
});
