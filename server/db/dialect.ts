// Where SQLite and PostgreSQL differ, once per concept (docs/decisions/databases.md, "The query layer for both databases").
// Repositories build their SQL with Kysely, which compiles it per dialect; what it cannot hide lives here.
import { sql, type DeleteResult, type InsertResult, type Kysely, type RawBuilder, type SelectQueryBuilder, type UpdateResult } from 'kysely';
import type { Dialect, Store } from './store.js';
import type { Database } from './tables.js';

/** An INSERT … ON CONFLICT DO NOTHING that inserted its row (both drivers count inserted rows, as a bigint). */
export function insertedOne(result: InsertResult | undefined): boolean {
  return (result?.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A unique or primary-key violation: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE, PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

// PostgreSQL's codes for a server that is gone, starting, stopping or refusing connections (class 08, 57P01-57P03).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** The database cannot be reached now (not a fault of the request): the request is answered 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // pg's pool: a new connection not open within connectionTimeoutMillis; a client whose connection ended under it.
  return typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message);
}

// PostgreSQL's lock_timeout (55P03 lock_not_available) and statement_timeout (57014 query_canceled).
const BUSY_CODES = new Set(['55P03', '57014']);

/**
 * The database answers but the request waited its bound (server/db/store.ts REQUEST_BOUNDS): a lock held by another
 * session (a migration, VACUUM FULL), a statement past its time, or every connection of the pool in use. A 503 "busy",
 * not "unreachable".
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  // pg-pool's words when no client of a full pool came free within connectionTimeoutMillis.
  return typeof message === 'string' && message === 'timeout exceeded when trying to connect';
}

/**
 * The change clock's reading as a column of another read (server/db/change-clock.ts): PostgreSQL's snapshot text,
 * taken by that statement; null on SQLite, whose clock reads its own connection at no cost.
 */
export function clockReading(dialect: Dialect): RawBuilder<string | null> {
  return dialect === 'postgres' ? sql<string | null>`pg_current_snapshot()::text` : sql<string | null>`null`;
}

/**
 * Whether a write can take another's RETURNING in a WITH clause, both in one statement (PostgreSQL): no BEGIN and
 * COMMIT round trips. SQLite has no writing CTEs; its transactions are in-process.
 */
export function hasWritingCtes(dialect: Dialect): boolean {
  return dialect === 'postgres';
}

/** An UPDATE or DELETE that changed exactly one row (the If-Match writes: `… WHERE version = ?`). */
export function changedOne(result: UpdateResult | DeleteResult | undefined): boolean {
  if (result === undefined) return false;
  return ('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) === 1n;
}

/**
 * A transaction that runs alone among those taking any of the same `keys` (a count-then-write such as a rate limit):
 * SQLite begins IMMEDIATE (the database's write lock, across processes too); PostgreSQL takes a transaction-level
 * advisory lock per key, in one order so two callers cannot deadlock, released at COMMIT or ROLLBACK.
 */
export async function serializedTransaction<T>(store: Store, keys: readonly string[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (store.dialect === 'postgres') {
    return store.db.transaction().execute(async (trx) => {
      for (const key of [...new Set(keys)].sort()) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      return work(trx);
    });
  }
  // Kysely begins SQLite transactions DEFERRED: a read before the first write would not hold the write lock.
  return store.db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}

/**
 * An aggregate, as text, that moves whenever a row of the table is inserted (SQLite: its largest rowid; PostgreSQL: the
 * newest row version's transaction id, which updates move too). With count(*) it tells a table changed in one cheap read.
 */
export function lastRowWrite(dialect: Dialect): RawBuilder<string | null> {
  return dialect === 'postgres' ? sql<string | null>`CAST(max(CAST(CAST(xmin AS text) AS bigint)) AS text)` : sql<string | null>`CAST(max(rowid) AS TEXT)`;
}

/**
 * The rows a housekeeping DELETE picks: on PostgreSQL only those no other transaction holds (FOR UPDATE SKIP LOCKED),
 * so instances pruning at once neither wait for nor deadlock with each other; SQLite has one writer and no such clause.
 */
export function skippingLocked<DB, TB extends keyof DB, O>(dialect: Dialect, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate().skipLocked() : query;
}
