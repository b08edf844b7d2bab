// Work that one instance of a fleet does for all (migrations, the demo data): a PostgreSQL session advisory lock held
// on one connection of the pool for the whole work. SQLite has one process (the server), so there is nothing to lock.
import type pg from 'pg';
import type { Store } from './store.js';

/** The fleet's advisory lock keys, one per kind of work (PostgreSQL's single 64-bit key space). */
export const ADVISORY_LOCK = {
  /** Migrations: the first instance migrates, the others wait and then find nothing left to do. */
  migration: 26_001,
  /** The demo data (the start-up seed and the hourly report-data top-up): written by one instance at a time. */
  demoData: 26_002,
} as const;

export type AdvisoryLockKey = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/**
 * Runs `work` holding the lock, waiting for it while another instance holds it. `work` gets the connection holding the
 * lock (null on SQLite); the store's other connections run its queries too, so the pool needs two connections or more.
 */
export async function withAdvisoryLock<T>(store: Store, key: AdvisoryLockKey, work: (locked: pg.PoolClient | null) => Promise<T>): Promise<T> {
  if (store.pool === null) return work(null);
  const client = await store.pool.connect();
  try {
    // The session waits for the lock as long as another instance migrates or seeds, and a migration runs unbounded on
    // it; the request bounds come back before the connection returns to the pool (unlockAndRelease).
    await client.query('SET lock_timeout = 0; SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await unlockAndRelease(client, key);
  }
}

/** Runs `work` when the lock is free now; `{ ran: false }` when another instance holds it (this round is skipped). */
export async function withAdvisoryLockIfFree<T>(store: Store, key: AdvisoryLockKey, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  if (store.pool === null) return { ran: true, result: await work() };
  const client = await store.pool.connect();
  let locked = false;
  try {
    locked = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows[0]?.locked === true;
    return locked ? { ran: true, result: await work() } : { ran: false };
  } finally {
    if (locked) await unlockAndRelease(client, key);
    else client.release();
  }
}

// A connection whose unlock failed (the database went away) is destroyed, not pooled: it might still hold the lock.
async function unlockAndRelease(client: pg.PoolClient, key: AdvisoryLockKey): Promise<void> {
  try {
    await client.query('SELECT pg_advisory_unlock($1)', [key]);
    await client.query('RESET lock_timeout; RESET statement_timeout');
    client.release();
  } catch (error) {
    client.release(error as Error);
  }
}
