// `npm run schemas -- check` on PostgreSQL: each report dataset is run in a READ ONLY transaction with its parameters
// bound, so SQL that SQLite takes and PostgreSQL refuses (a function on the wrong type, a column PostgreSQL types
// differently) fails the check with the file and PostgreSQL's own message; then its default request runs on the demo
// data of both stores and must give the same rows (same-results.ts). The database is TEST_DATABASE_URL's server (a
// fresh database, dropped afterwards) or a throw-away local cluster, seeded as the SQLite demo data.
import pg from 'pg';
import type { DatasetJson, Problem } from '@ombudsportalen/engine';
import { positionalValues, toPositionalParameters } from '../../server/db/postgres/named-parameters.js';
import { SQLITE_LIKE_TYPES } from '../../server/db/postgres/value-types.js';
import { postgresStore, type Store } from '../../server/db/store.js';
import type { DemoData } from '../../server/reports/check-dataset-figures.js';
import { openReportingReader, type ReportingReader } from '../../server/reports/reporting-reader.js';
import { seedDemoReporting } from '../demo-reporting-data.js';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster.js';
import { createDatabase, dropDatabase } from './postgres-databases.js';
import { sameResultsProblems } from './same-results.js';

/** The line the check prints when no PostgreSQL is reachable (the check still passes). */
export const POSTGRES_PREPARATION_SKIPPED =
  'PostgreSQL preparation of the report datasets skipped: PostgreSQL is not installed (install it with `apt-get install -y postgresql`, or set TEST_DATABASE_URL=postgres://… to a server).';

/** PostgreSQL with the demo data to prepare datasets on, and how to end it (drop the database, stop the cluster). */
export interface PostgresPreparation {
  /** The dataset prepared and run (refusals by PostgreSQL), then its default request compared with SQLite's `sqlite` demo data. */
  prepare(json: unknown, file: string, sqlite?: DemoData): Promise<Problem[]>;
  end(): Promise<void>;
}

/**
 * Opens the schema: a fresh database on `TEST_DATABASE_URL`'s server, else a throw-away cluster; undefined when neither
 * is available (no URL and no initdb/pg_ctl installed).
 */
export async function openPostgresPreparation(env: NodeJS.ProcessEnv = process.env): Promise<PostgresPreparation | undefined> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl && !findPostgresBin(env)) return undefined;
  let end: () => Promise<void>;
  let url: string;
  if (serverUrl) {
    const database = await createDatabase(serverUrl, 'schemas_check');
    url = database.url;
    end = () => dropDatabase(serverUrl, database.name);
  } else {
    const cluster = await startPostgresCluster({ database: 'schemas_check' });
    url = cluster.url;
    end = async () => cluster.stop();
  }
  let client: pg.Client | undefined;
  let store: Store | undefined;
  let reporting: ReportingReader;
  try {
    store = await postgresStore(url);
    await seedDemoReporting(store);
    reporting = openReportingReader(store, '');
    client = new pg.Client({ connectionString: url, types: SQLITE_LIKE_TYPES });
    await client.connect();
  } catch (error) {
    await client?.end().catch(() => undefined);
    await store?.close().catch(() => undefined);
    await end();
    throw error;
  }
  const connected = client;
  let queue: Promise<unknown> = Promise.resolve();
  const prepareAndCompare = async (json: unknown, file: string, sqlite?: DemoData): Promise<Problem[]> => {
    const refused = await prepareDataset(connected, json, file);
    return refused.length || !sqlite ? refused : sameResultsProblems(json, file, sqlite, reporting);
  };
  return {
    // One client: preparations run one after the other (the check awaits each file anyway).
    prepare: (json, file, sqlite) => {
      const next = queue.then(() => prepareAndCompare(json, file, sqlite));
      queue = next.catch(() => undefined);
      return next;
    },
    end: async () => {
      await connected.end().catch(() => undefined);
      await reporting.close().catch(() => undefined);
      await store!.close().catch(() => undefined);
      await end();
    },
  };
}

// Values of the types PostgreSQL inferred: a date of the period, the declared default, a built-in's, a number's zero.
const BUILT_IN: Record<string, string> = { agencyNumber: '1001', partnerId: 'LOTT1', today: '2025-04-01' };
const NUMERIC = /^(smallint|integer|bigint|numeric|real|double precision)$/;
function valueOf(name: string, type: string, dataset: DatasetJson): string {
  const binding = dataset.parameters?.[name];
  if (type === 'date') return binding?.as === 'periodEnd' ? '2025-03-31' : binding?.as === 'periodStart' ? '2025-03-01' : '2025-03-03';
  const declared = binding?.default;
  if (typeof declared === 'string' || typeof declared === 'number') return String(declared);
  return BUILT_IN[name] ?? (NUMERIC.test(type) ? '0' : 'Alla');
}

/** The problems of one definition's dataset on PostgreSQL: none when it runs. */
export async function prepareDataset(client: pg.Client, json: unknown, file: string): Promise<Problem[]> {
  const dataset = (json as { 'x-dataset'?: DatasetJson } | null)?.['x-dataset'];
  if (typeof dataset?.sql !== 'string') return [];
  const { text, names } = toPositionalParameters(dataset.sql);
  await client.query('BEGIN READ ONLY');
  try {
    await client.query(`PREPARE dataset_check AS ${text}`);
    const { rows: [prepared] } = await client.query<{ types: string[] }>("SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = 'dataset_check'");
    const values = Object.fromEntries(names.map((n, i) => [n, valueOf(n, prepared!.types[i]!, dataset)]));
    await client.query({ text, values: positionalValues(names, values) });
    return [];
  } catch (error) {
    return [{ file, pointer: '/x-dataset/sql', message: `the SQL does not run on PostgreSQL: ${(error as Error).message}` }];
  } finally {
    await client.query('ROLLBACK'); // ends the READ ONLY transaction (an error aborted it); the prepared statement outlives it
    await client.query('DEALLOCATE ALL');
  }
}
