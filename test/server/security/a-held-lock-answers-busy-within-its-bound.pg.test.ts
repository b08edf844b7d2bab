// Issue 37 item 18 (MED): a 25 s table lock (a migration, VACUUM FULL) stalled the whole fleet: /me hung up to 25.5 s,
// others got "Portalen når inte sin databas" after the pool's 10 s wait, and every instance reported not ready. Now the
// server's sessions carry lock_timeout and statement_timeout, the pool waits briefly, and a request that meets a held
// lock is answered a Swedish 503 "busy" while the lock is still held; readiness stays ready.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADVISORY_LOCK, withAdvisoryLock } from '../../../server/db/advisory-lock.js';
import { REQUEST_BOUNDS } from '../../../server/db/store.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

const BUSY = { code: 'error.busy', message: 'Portalen har många förfrågningar just nu. Försök igen om en stund.' };
const ME = '/api/api-retail/v2/me';

let t: TestApp;
let holder: pg.Client;
beforeEach(async () => {
  t = await buildTestApp();
  holder = new pg.Client({ connectionString: (t.store.pool!.options as { connectionString: string }).connectionString });
  await holder.connect();
});
afterEach(async () => {
  await holder.end().catch(() => undefined);
  await t.close();
});

/** Takes ACCESS EXCLUSIVE locks on the tables in one open transaction, as a migration does (its xid moves the change clock). */
async function holdLocks(...tables: string[]): Promise<void> {
  await holder.query('BEGIN');
  await holder.query('SELECT txid_current()');
  await holder.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
}

/** The relations the holder still has locked exclusively (asked on its own connection, so its transaction goes on). */
async function stillHeld(): Promise<number> {
  const { rows } = await holder.query<{ held: string }>("SELECT count(*) AS held FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'relation' AND mode = 'AccessExclusiveLock' AND granted");
  return Number(rows[0]?.held);
}

describe('a held table lock', () => {
  it('answers /me a Swedish 503 "busy" (not "unreachable") while the lock is still held, and 200 once it is gone', async () => {
    const token = await accessTokenFor(t, '1001_MGR');
    await holdLocks('users', 'refresh_tokens');
    const answer = await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
    expect(await stillHeld()).toBe(2);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(BUSY);
    expect(answer.headers['retry-after']).toBe('2');
    await holder.query('ROLLBACK');
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('leaves the instance ready, even with a lock on the table readiness reads and every connection of the pool waiting', async () => {
    const tokens = await Promise.all(['1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '2002_MGR'].map((user) => accessTokenFor(t, user)));
    await holdLocks('users', 'refresh_tokens', 'schema_migrations');
    const pool = t.store.pool!;
    const waiting = tokens.map((token) => t.app.inject({ method: 'GET', url: ME, headers: bearer(token) }));
    while (pool.waitingCount === 0) await new Promise((resolve) => setImmediate(resolve));
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(await stillHeld()).toBe(3);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    const answers = await Promise.all(waiting);
    expect(await stillHeld()).toBe(3);
    expect(answers.map((response) => [response.statusCode, response.json()])).toEqual(answers.map(() => [503, BUSY]));
  });
});

describe('the session bounds', () => {
  it('every connection of the store starts with them; the advisory-locked session of migrations and seeding is unbounded, then bounded again', async () => {
    const pool = t.store.pool!;
    const show = async (client: pg.ClientBase) => (await client.query<{ lock_timeout: string; statement_timeout: string }>('SELECT current_setting($1) AS lock_timeout, current_setting($2) AS statement_timeout', ['lock_timeout', 'statement_timeout'])).rows[0];
    expect(await show(await pool.connect().then((client) => { client.release(); return client; }))).toEqual({ lock_timeout: `${REQUEST_BOUNDS.lockMs / 1000}s`, statement_timeout: `${REQUEST_BOUNDS.statementMs / 1000}s` });
    const locked = await withAdvisoryLock(t.store, ADVISORY_LOCK.demoData, async (client) => ({ client: client!, inside: await show(client!) }));
    expect(locked.inside).toEqual({ lock_timeout: '0', statement_timeout: '0' });
    expect(await show(locked.client)).toEqual({ lock_timeout: '2s', statement_timeout: '3s' });
    expect(pool.options).toMatchObject({ connectionTimeoutMillis: REQUEST_BOUNDS.poolWaitMs });
  });
});
