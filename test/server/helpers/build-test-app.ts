import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app.js';
import type { Config } from '../../../server/config.js';
import { openDatabase, type Db } from '../../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';
import { REPORTS_DIR } from '../../shared/reports-dir.js';
import { TEST_START } from './test-start.js';

export { TEST_START };

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start = TEST_START): TestClock {
  let current = new Date(start).getTime();
  return { now: () => new Date(current), advance: (ms) => { current += ms; } };
}

export interface TestApp {
  app: FastifyInstance;
  /** The store the app runs on. */
  store: Store;
  /** SQLite only: its connection, for tests that read or set rows directly (they run on SQLite only, vitest.pg.config.ts). */
  db: Db;
  clock: TestClock;
  dir: string;
  config: Config;
  close: () => Promise<void>;
}

let template: Buffer | undefined;

/** The run's template database (seeded once by template-database.setup.ts); each app starts from a copy of the bytes. */
function templateDatabase(): Buffer {
  template ??= readFileSync(inject('templateDatabasePath'));
  return template;
}

/** Another store than the template (e.g. one created on another day) and the instant the app's clock starts at. */
export interface TestStore {
  database?: Buffer;
  start?: string;
}

/** The store the API suites run on: SQLite (a copy of the template file), or PostgreSQL (a copy of the template database). */
export async function testStore(dir: string, database: Buffer | undefined): Promise<{ store: Store; drop: () => Promise<void> }> {
  if (process.env.TEST_STORE === 'postgres') {
    if (database !== undefined) throw new Error('A store given as SQLite bytes runs on SQLite only');
    const url = inject('testDatabaseUrl');
    const copy = await createDatabase(url, 'portal_test', inject('postgresTemplate'));
    const store = await postgresStore(copy.url, 4);
    return { store, drop: () => dropDatabase(url, copy.name) };
  }
  writeFileSync(join(dir, 'portal.db'), database ?? templateDatabase());
  return { store: sqliteStore(openDatabase(join(dir, 'portal.db'))), drop: async () => undefined };
}

const SQLITE_ONLY = new Proxy({}, { get: () => { throw new Error('t.db is the SQLite connection: this test runs on SQLite only'); } }) as Db;

/** A migrated, seeded temp-file database and an app on it with a controllable clock; close() removes it all. */
export async function buildTestApp(overrides: Partial<Config> = {}, options: Pick<AppOptions, 'clientLog' | 'contentful' | 'contentFetch' | 'renderImage' | 'logStream' | 'draining' | 'subscriptionControl'> & TestStore = {}): Promise<TestApp> {
  const { database, start, ...appOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const { store, drop } = await testStore(dir, database);
  const db = store.sqlite ?? SQLITE_ONLY;
  const clock = createTestClock(start);
  const config: Config = {
    port: 0, host: '127.0.0.1', databasePath: join(dir, 'portal.db'), staticDir: join(dir, 'no-dist'),
    // Login rate limits far above what a test file does, so only the tests about them meet them.
    publicOrigin: null, logLevel: 'silent', reportsDir: REPORTS_DIR, loginRateLimit: { perIpPerMinute: 100_000, perUsernamePerMinute: 100_000 }, ...overrides,
    // Renders on the test's own thread (threads 0): a pool's worker loads pdfkit, exceljs and the engine anew through tsx
    // for each app that renders (~1 CPU s each). The tests about the pool (off the main thread, warm-up) ask for threads.
    reportRendering: { warmUp: false, threads: 0, ...overrides.reportRendering },
  };
  const app = await buildApp({ ...appOptions, config, store, now: clock.now });
  const test: TestApp = {
    app, store, db, clock, dir, config,
    // The app in place at the end (a test may swap in a restarted one).
    close: async () => {
      await test.app.close();
      await store.close().catch(() => undefined); // a test may have closed it already (the database gone)
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return test;
}
