// The demo report data `npm run schemas -- check` runs every dataset on (here, not in server/: only tools seed): a migrated in-memory database with the seeded agencies and two
// years of report data up to DEMO_DAY. Seeding takes a second or two, so the database is kept in the system's temp
// folder under a hash of the migrations and the seed code, and a later check opens the copy in milliseconds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrate } from '../server/db/migrate.js';
import type { Db } from '../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../server/db/store.js';
import { createAgencyRepository } from '../server/repositories/agency-repository.js';
import type { DemoData } from '../server/reports/check-dataset-figures.js';
import { openReportingReader, sqliteReportingReader } from '../server/reports/reporting-reader.js';
import { ensureSeedCalendar } from '../server/seed/seed-calendar.js';
import { SEED_AGENCIES } from '../server/seed/seed-data/agencies.js';
import { SEED_CHAINS } from '../server/seed/seed-data/chains.js';
import { AGENCY_PROFILES } from '../server/seed/seed-data/reporting-reference.js';
import { seedReporting } from '../server/seed/seed-reporting.js';
import { findPostgresBin, startPostgresCluster } from './postgres/postgres-cluster.js';
import { createDatabase, dropDatabase } from './postgres/postgres-databases.js';

/** The day the demo data is seeded on (it ends the day before): the "today" of the golden "seeded data:" examples. */
export const DEMO_DAY = '2026-11-02';

const SERVER = fileURLToPath(new URL('../server/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])).sort();
}

// What the data depends on: the migrations and the seed code (a change to either builds it again).
function cacheKey(): string {
  const hash = createHash('sha256').update(DEMO_DAY);
  for (const file of [...filesUnder(join(SERVER, 'db/migrations')), ...filesUnder(join(SERVER, 'seed'))]) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Migrates a store and seeds the chains, agencies and report data up to DEMO_DAY (without the rest of the demo data). */
export async function seedDemoReporting(store: Store): Promise<void> {
  await migrate(store);
  const agencies = createAgencyRepository(store);
  for (const [chainId, name] of SEED_CHAINS) await agencies.insertChainIfMissing(chainId, name);
  for (const agency of SEED_AGENCIES) await agencies.insertIfMissing(agency);
  await ensureSeedCalendar(store.db, DEMO_DAY);
  await seedReporting(store, DEMO_DAY);
}

async function build(): Promise<Buffer> {
  const db = new Database(':memory:') as unknown as Db;
  const store = sqliteStore(db);
  try {
    await seedDemoReporting(store);
    return db.serialize();
  } finally {
    await store.close();
  }
}

/**
 * The demo report data on PostgreSQL: a fresh database on TEST_DATABASE_URL's server or a throw-away cluster, seeded
 * like the SQLite copy (some seconds); undefined when neither is available. end() drops it.
 */
export async function demoReportingDataOnPostgres(env: NodeJS.ProcessEnv = process.env): Promise<(DemoData & { end(): Promise<void> }) | undefined> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl && !findPostgresBin(env)) return undefined;
  const database = serverUrl ? await createDatabase(serverUrl, 'schemas_demo') : undefined;
  const cluster = serverUrl ? undefined : await startPostgresCluster({ database: 'schemas_demo' });
  const stop = async () => (database ? dropDatabase(serverUrl!, database.name) : cluster!.stop());
  const store = await postgresStore(database?.url ?? cluster!.url).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  await seedDemoReporting(store);
  const reporting = openReportingReader(store, '');
  return {
    reporting, day: DEMO_DAY, agencies: new Set(AGENCY_PROFILES.map((p) => p.agencyNumber)),
    end: async () => {
      await reporting.close();
      await store.close();
      await stop();
    },
  };
}

let opened: DemoData | undefined;

/** The demo report data, read-only, opened once per process, with its day and the agencies that have data. */
export async function demoReportingData(): Promise<DemoData> {
  if (opened) return opened;
  const path = join(tmpdir(), `ombudsportalen-demo-reporting-${cacheKey()}.db`);
  let bytes: Buffer;
  if (existsSync(path)) {
    bytes = readFileSync(path);
  } else {
    bytes = await build();
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, path); // whole or not at all: two checks at once each write their own and one wins
  }
  const db = new Database(bytes, { readonly: true }) as unknown as Db;
  opened = { reporting: sqliteReportingReader(db), day: DEMO_DAY, agencies: new Set(AGENCY_PROFILES.map((p) => p.agencyNumber)) };
  return opened;
}
