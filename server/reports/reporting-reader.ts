// Where report datasets run: one async reader over the store's database. The analyst SQL (schemas/reports/*.json) is
// never built here, only run: on SQLite through the read-only reporting connection, on PostgreSQL in a read-only
// transaction on the reader's own pipelining connections. The dialects differ here and nowhere else on the report path.
import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type pg from 'pg';
import { namedParameters, type SqlValue } from '@ombudsportalen/engine';
import type { Db } from '../db/open-database.js';
import { positionalValues, toPositionalParameters } from '../db/postgres/named-parameters.js';
import { openPostgresPool, type Dialect, type Store } from '../db/store.js';
import { openReportingConnection } from './reporting-connection.js';
import { reportErrors } from './report-errors.js';

/** One result row, by column alias. */
export type ReportingRow = Record<string, unknown>;

/** How long a dataset may take: on SQLite checked between rows (better-sqlite3 cannot interrupt a step), on PostgreSQL per statement. */
export const DATASET_TIME_LIMIT_MS = 5000;

/** A reporting view (rpt_*) and its columns in the order the database gives them. */
export interface ReportingView {
  name: string;
  columns: string[];
}

export interface ReportingReader {
  readonly dialect: Dialect;
  /**
   * The rows of one read-only SELECT with its :name parameters (those the SQL names; an absent one is null). More than
   * maxRows rows answers 400 error.report.too-large without reading further (absent: every row, for the checks on the
   * demo data); more than DATASET_TIME_LIMIT_MS 503 error.report.timeout. A statement that writes is refused.
   */
  read(sql: string, params: Record<string, SqlValue>, maxRows?: number): Promise<ReportingRow[]>;
  /** The reporting views (rpt_*) as the database has them, by name. */
  views(): Promise<ReportingView[]>;
  /** Ends what the reader opened itself (the SQLite connection, PostgreSQL's pipelining pool); the store's pool stays the store's. */
  close(): Promise<void>;
}

const bound = (sql: string, params: Record<string, SqlValue>) => Object.fromEntries(namedParameters(sql).map((name) => [name, params[name] ?? null]));

const CHECK_EVERY = 64;
const prepared = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of a dataset on an SQLite connection, kept per connection; refuses anything but a read-only reader. */
export function prepareDataset(connection: Db, sql: string): Statement {
  let cache = prepared.get(connection);
  if (!cache) prepared.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    statement = connection.prepare(sql);
    if (!statement.reader || !statement.readonly) throw new Error(`A dataset must be a read-only SELECT: ${sql}`);
    cache.set(sql, statement);
  }
  return statement;
}

/** A reader over an SQLite connection (the read-only reporting connection; it closes it on close()). */
export function sqliteReportingReader(connection: Db, clock: () => number = performance.now.bind(performance)): ReportingReader {
  return {
    dialect: 'sqlite',
    async read(sql, params, maxRows = Infinity) {
      const statement = prepareDataset(connection, sql);
      const started = clock();
      const rows: ReportingRow[] = [];
      const iterator = statement.iterate(bound(sql, params)) as IterableIterator<ReportingRow>;
      try {
        for (const row of iterator) {
          if (rows.length === maxRows) throw reportErrors.tooLarge(maxRows);
          rows.push(row);
          if (rows.length % CHECK_EVERY === 0 && clock() - started > DATASET_TIME_LIMIT_MS) throw reportErrors.timeout();
        }
      } finally {
        iterator.return?.(); // ends the statement when we stop early
      }
      return rows;
    },
    async views() {
      const names = connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'view' AND name LIKE 'rpt\\_%' ESCAPE '\\' ORDER BY name").pluck().all() as string[];
      return names.map((name) => ({ name, columns: (connection.pragma(`table_info(${name})`) as { name: string }[]).map((c) => c.name) }));
    },
    async close() {
      connection.close();
    },
  };
}

/** PostgreSQL's answer to a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** What a dataset's transaction sets before its statement (bench/store/plans.ts explains the datasets under them too): the time limit. */
export const DATASET_SETTINGS: readonly string[] = [`SET LOCAL statement_timeout = ${DATASET_TIME_LIMIT_MS}`];

/**
 * The statement a dataset runs as on PostgreSQL: the analyst's SELECT as a subquery under the row cap (one row more
 * than maxRows; PostgreSQL plans a subquery that sorts by itself and keeps its order), named after its text. Each
 * connection parses it once, and PostgreSQL keeps a generic plan once it costs no more than planning anew
 * (plan_cache_mode auto), where the cursor it replaces was planned at every request: about a quarter of a millisecond
 * of a 2 ms report (docs/decisions/databases.md, "Report datasets on PostgreSQL in one round trip").
 */
export function datasetStatement(text: string, maxRows: number): { name: string; text: string } {
  const statement = `SELECT * FROM (\n${text}\n) AS dataset${Number.isFinite(maxRows) ? ` LIMIT ${maxRows + 1}` : ''}`;
  return { name: `dataset_${createHash('sha256').update(statement).digest('hex').slice(0, 32)}`, text: statement };
}

/** The report reader's own connections per instance, beside the store's pool (server/db/store.ts). */
export const REPORT_READER_CONNECTIONS = 4;

/**
 * A reader over PostgreSQL: each read is one `BEGIN READ ONLY` transaction (PostgreSQL refuses every write in it) with a
 * local statement_timeout (DATASET_SETTINGS), the SQL's :name parameters as $n, and the rows read by the dataset's
 * named statement (datasetStatement), so that a dataset over its row cap stops at one row more. Its connections pipeline: the transaction's statements go
 * out together and cost one round trip, not one each (a round trip waits for both processes to be scheduled:
 * milliseconds on a busy machine, where SQLite has none). They are a pool of its own, made like the store's (`pool`'s
 * settings), since a pipelining client would also pipeline the repositories' queries.
 */
export function postgresReportingReader(pool: pg.Pool, connections = REPORT_READER_CONNECTIONS): ReportingReader {
  const own = openPostgresPool({ ...pool.options, max: connections, pipeline: true });
  return {
    dialect: 'postgres',
    async read(sql, params, maxRows = Infinity) {
      const { text, names } = toPositionalParameters(sql);
      const values = positionalValues(names, bound(sql, params));
      const client = await own.connect();
      // All are sent at once; after a failure the transaction is aborted, so the statements behind it fail too
      // and the ROLLBACK ends it. The first failure is the answer.
      const statements = [
        client.query('BEGIN READ ONLY'),
        ...DATASET_SETTINGS.map((setting) => client.query(setting)),
        client.query<ReportingRow>({ ...datasetStatement(text, maxRows), values }),
      ];
      // A connection that cannot even roll back is dropped, not reused.
      const rollbackFailure = client.query('ROLLBACK').then(() => undefined, (error: Error) => error);
      const answers = await Promise.allSettled(statements);
      client.release(await rollbackFailure);
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed !== undefined) {
        const error: unknown = failed.reason;
        if ((error as { code?: unknown }).code === QUERY_CANCELED) throw reportErrors.timeout();
        throw error;
      }
      const { rows } = (answers.at(-1) as PromiseFulfilledResult<pg.QueryResult<ReportingRow>>).value;
      if (rows.length > maxRows) throw reportErrors.tooLarge(maxRows);
      return rows;
    },
    async views() {
      const { rows } = await pool.query<ReportingView>(`SELECT table_name AS name, array_agg(column_name::text ORDER BY ordinal_position) AS columns
        FROM information_schema.columns WHERE table_schema = current_schema() AND table_name LIKE 'rpt\\_%' GROUP BY table_name ORDER BY table_name COLLATE "C"`);
      return rows;
    },
    async close() {
      await own.end();
    },
  };
}

/** The reader of a store: PostgreSQL's pool, or a read-only connection to the SQLite file at databasePath. */
export function openReportingReader(store: Store, databasePath: string): ReportingReader {
  return store.pool !== null ? postgresReportingReader(store.pool) : sqliteReportingReader(openReportingConnection(databasePath));
}
