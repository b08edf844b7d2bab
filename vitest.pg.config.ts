import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL suites, on TEST_DATABASE_URL or one throw-away cluster for the whole run (test/support/postgres.setup.ts,
// which also seeds the template database the API suites copy). `npm test` runs them as a step of their own.
// Every test/**/*.pg.test.ts (repositories, reporting, schemas on both databases side by side), and the API suites of
// test/server with each test app on a copy of the seeded PostgreSQL template. An API suite that reaches into SQLite
// itself (t.db, a database file, the SQLite template) runs on SQLite only.
const SQLITE_ONLY = /\bt\.db\b|\btest\.db\b|openDatabase|better-sqlite3|migrateSqlite|sqliteStore|templateDatabasePath|openReportingConnection|database:\s/;
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
const apiSuites = filesUnder('test/server')
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
  .filter((file) => !SQLITE_ONLY.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    name: 'postgres',
    environment: 'node',
    include: ['test/**/*.pg.test.ts', ...apiSuites],
    exclude: [...configDefaults.exclude],
    setupFiles: ['test/setup-engine.ts'], // the engine's vocabulary, as every program installs it at start
    globalSetup: ['test/support/postgres.setup.ts'],
    env: { TEST_STORE: 'postgres' }, // buildTestApp's apps run on a copy of the PostgreSQL template
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
