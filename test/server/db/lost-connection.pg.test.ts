// A PostgreSQL restart or failover under load ends the connections the portal holds. pg reports the end of a client in
// use as an 'error' event on that client, and Node ends the process on an 'error' event nobody listens to: one
// database restart would have killed every busy instance (found by `npm run test:fleet`'s database restart).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/dialect.js';
import { postgresStore, type Store } from '../../../server/db/store.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';

const url = inject('testDatabaseUrl');

describe.skipIf(url === '')('a connection ended while the portal holds it', () => {
  let database: { name: string; url: string };
  let store: Store;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createDatabase(url, 'portal_lost_connection');
    store = await postgresStore(database.url);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await store?.close();
    if (database !== undefined) await dropDatabase(url, database.name);
  });

  it('fails that connection\'s next query as "database unavailable" (a 503), and the pool serves the next with a new one', async () => {
    const client = await store.pool!.connect();
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const ended = new Promise((resolve) => client.once('end', resolve));
    // As a restart does: the server ends the session while the client is checked out between two queries.
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;
    const error: unknown = await client.query('SELECT 1').then(() => undefined, (failure: unknown) => failure);
    expect(isDatabaseUnavailable(error)).toBe(true);
    client.release();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(store.db)).rows).toEqual([{ one: 1 }]);
  });
});
