import type { Statement } from 'better-sqlite3';
import { DATASET_DEFAULTS, type DatasetJson, namedParameters, type SqlValue } from '../../engine/index.js';
import type { Db } from '../db/open-database.js';
import { reportErrors } from './report-errors.js';

/** One result row, by column alias. */
export type DatasetRow = Record<string, unknown>;

/** How long a dataset may take, checked between rows (better-sqlite3 cannot interrupt a running step). */
export const DATASET_TIME_LIMIT_MS = 5000;
const CHECK_EVERY = 64;

const prepared = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of a dataset on the reporting connection; refuses anything that is not a read-only reader. */
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

/**
 * Runs a dataset with its named parameters bound (only those the SQL names). More than maxRows rows answers 400
 * error.report.too-large and more than DATASET_TIME_LIMIT_MS between rows 503 error.report.timeout, both without
 * reading further.
 */
export function runDataset(connection: Db, dataset: DatasetJson, params: Record<string, SqlValue>, clock: () => number = performance.now.bind(performance)): DatasetRow[] {
  const statement = prepareDataset(connection, dataset.sql);
  const bound = Object.fromEntries(namedParameters(dataset.sql).map((name) => [name, params[name] ?? null]));
  const maxRows = dataset.maxRows ?? DATASET_DEFAULTS.maxRows;
  const started = clock();
  const rows: DatasetRow[] = [];
  const iterator = statement.iterate(bound) as IterableIterator<DatasetRow>;
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
}
