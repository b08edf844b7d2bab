// The portal's store: one Kysely query layer over either the embedded SQLite file (the default) or PostgreSQL
// (DATABASE_URL). Repositories, migrations and seed take a Store and never ask which database it is, except through
// server/db/dialect.ts, where each difference between the two lives once.
import { Kysely, OperationNodeTransformer, PostgresDialect, sql, SqliteDialect, ValueNode, type KyselyPlugin, type LimitNode, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { changeClockOf, postgresChangeClock, type ChangeClock } from './change-clock.js';
import { openDatabase, type Db } from './open-database.js';
import { SQLITE_LIKE_TYPES } from './postgres/value-types.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  readonly dialect: Dialect;
  readonly db: Kysely<Database>;
  /** SQLite only: the connection Kysely runs on (the change clock, the template copy in tests); null on PostgreSQL. */
  readonly sqlite: Db | null;
  /** PostgreSQL only: the pool Kysely runs on (migrations' advisory lock, analyst SQL); null on SQLite. */
  readonly pool: pg.Pool | null;
  /**
   * A number that changes whenever a read kept in memory may be stale (server/db/change-clock.ts): SQLite's data
   * version and this process's writes, or PostgreSQL's snapshot read once per event-loop turn (every instance's commits).
   */
  readonly changeClock: ChangeClock;
  close(): Promise<void>;
}

/** Why the store cannot open: the start-up prints this message and stops. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** How many prepared statements an SQLite store keeps (the repositories' queries are a few hundred texts). */
const STATEMENTS_KEPT = 1000;

/**
 * The connection as Kysely's SqliteDialect sees it, with each statement prepared once per SQL text: Kysely prepares
 * every query anew, and preparing costs more than running the small indexed reads the API makes. Bounded: past
 * STATEMENTS_KEPT texts the oldest is forgotten (batch inserts differ by their row count).
 */
function keepingStatements(sqlite: Db): SqliteDatabase {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** A LIMIT the code sets, written into the SQL text as a number instead of a bound parameter. */
class LimitInText extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const { limit } = node;
    return ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value) ? { ...node, limit: ValueNode.createImmediate(limit.value) } : super.transformLimit(node);
  }
}

/**
 * SQLite (3.53) prepares a statement anew at every run when its LIMIT is a bound parameter, as it plans with the value:
 * the API guard's read took 110 µs instead of 30 (docs/decisions/peak-hour-cpu.md). The code sets its limits itself.
 */
const limitsInText: KyselyPlugin = (() => {
  const transformer = new LimitInText();
  return { transformQuery: ({ node, queryId }) => transformer.transformNode(node, queryId), transformResult: async ({ result }) => result };
})();

/** A store over an open better-sqlite3 connection (the caller keeps ownership of the file; close() closes it). */
export function sqliteStore(sqlite: Db): Store {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), plugins: [limitsInText] });
  return {
    dialect: 'sqlite', db, sqlite, pool: null, changeClock: changeClockOf(sqlite),
    // Kysely's destroy() closes the better-sqlite3 connection it was given.
    close: () => db.destroy(),
  };
}

/**
 * How long one statement of a PostgreSQL session may wait (docs/decisions/busy-and-renditions.md): a request that meets
 * a table lock (a migration, VACUUM FULL) or a full pool is answered a Swedish 503 "busy" within about two seconds
 * instead of hanging behind it. 0 is no bound.
 */
export interface SessionBounds {
  /** statement_timeout: any one statement (report datasets set a longer one in their transaction, DATASET_SETTINGS). */
  statementMs: number;
  /** lock_timeout: waiting for a lock on a table, row or advisory key. */
  lockMs: number;
  /** The wait for a free connection of the pool, and for a new connection to open. */
  poolWaitMs: number;
}

/** The server's sessions: a request never waits long on PostgreSQL. */
export const REQUEST_BOUNDS: SessionBounds = { statementMs: 3000, lockMs: 2000, poolWaitMs: 2000 };
/** Tools that write or copy a whole database (db:copy, seed:scale): their statements and locks wait as long as they must. */
export const TOOL_BOUNDS: SessionBounds = { statementMs: 0, lockMs: 0, poolWaitMs: 10_000 };

/**
 * A pg pool as the portal's stores use them (the store's, and the report reader's own, server/reports/reporting-reader.ts):
 * rows typed as better-sqlite3 reads them, the session bounds sent at connection start, and a lost connection failing
 * its queries instead of ending the process.
 */
export function openPostgresPool(config: pg.PoolConfig, bounds: SessionBounds = REQUEST_BOUNDS): pg.Pool {
  const pool = new pg.Pool({
    types: SQLITE_LIKE_TYPES, connectionTimeoutMillis: bounds.poolWaitMs, statement_timeout: bounds.statementMs, lock_timeout: bounds.lockMs,
    ...config,
  });
  // An idle client's lost connection is reported on the pool: without a listener Node would end the process.
  pool.on('error', () => undefined);
  // A client in use (a request's query, a transaction, a report's read) reports it on itself, and the pool listens
  // only to idle ones: a database restart under load would end the process. Its queries fail (a 503) and the pool
  // drops it on release, so the listener only has to exist.
  pool.on('connect', (client) => { client.on('error', () => undefined); });
  return pool;
}

/**
 * The rows of one small read, on a connection of its own when every connection of the store's pool is in use (each
 * waiting on a held lock, say), so the read neither waits behind them nor takes one from a request; through the pool
 * otherwise. The health check's read: a busy database still answers it, one out of reach does not.
 */
export async function readBesideAFullPool<R extends Record<string, unknown>>(store: Store, text: string): Promise<R[]> {
  const pool = store.pool;
  if (pool === null || pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? POOL_SIZE)) return (await sql.raw<R>(text).execute(store.db)).rows;
  const client = new pg.Client(pool.options);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The pool's size per instance (the report reader has its own few, REPORT_READER_CONNECTIONS); PostgreSQL's default allows 100 in all. */
const POOL_SIZE = 10;

/** A store over PostgreSQL; fails with a StoreError (host and reason, never the password) when it cannot connect. */
export async function postgresStore(url: string, poolSize = POOL_SIZE, bounds: SessionBounds = REQUEST_BOUNDS): Promise<Store> {
  const pool = openPostgresPool({ connectionString: url, max: poolSize }, bounds);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreError(`PostgreSQL at ${describe(url)} cannot be reached: ${(error as Error).message}`);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    dialect: 'postgres', db, sqlite: null, pool, changeClock: postgresChangeClock(pool),
    // Kysely ends the pool only if it ran a query; the clock and the advisory locks use the pool directly.
    close: async () => { await db.destroy(); if (!pool.ending) await pool.end(); },
  };
}

/** host:port/database of a URL, without its user and password (for messages and logs). */
export function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return '(an unreadable URL)';
  }
}

/** The configured store: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH. */
export async function openStore(location: { databaseUrl?: string | undefined; databasePath: string }, bounds: SessionBounds = REQUEST_BOUNDS): Promise<Store> {
  if (location.databaseUrl !== undefined) return postgresStore(location.databaseUrl, POOL_SIZE, bounds);
  return sqliteStore(openDatabase(location.databasePath));
}
