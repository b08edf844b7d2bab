import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL suites, on TEST_DATABASE_URL or one throw-away cluster for the whole run (test/support/postgres.setup.ts,
// which also seeds the template database the API suites copy). `npm test` runs them as a step of their own: every
// test/**/*.pg.test.ts, and the API suites of ON_BOTH_STORES with each test app on a copy of the PostgreSQL template.
// An API suite that reaches into SQLite itself (t.db, a database file, the SQLite template) can run on SQLite only.
const SQLITE_ONLY = /\bt\.db\b|\btest\.db\b|openDatabase|better-sqlite3|migrateSqlite|sqliteStore|templateDatabasePath|openReportingConnection|database:\s/;
// Issue 38 §6, run PostgreSQL only where it is tested: with the *.pg.test.ts files these API suites reach everything of
// PostgreSQL that all API suites on it reach (each SQL text sent, every line of server/db, server/repositories and
// Kysely's PostgreSQL dialect run, and any other line run on PostgreSQL but not on SQLite). `npm run test:store-coverage`
// measures it and names an API suite that reaches something the rest do not: that suite belongs here.
export const ON_BOTH_STORES = [
  'account/password-rules', 'account/swedish-input', 'content/content-service', 'health', 'internal-agency',
  'orders/terminal-parameters', 'reports/first-report-warm', 'reports/report-preferences',
  'security/a-known-browser-gets-past-the-victims-lock', 'security/a-role-change-takes-effect-on-the-next-request',
  'security/winners-download-pace-holds-on-both-stores', 'staff/education-one-state',
  'staff/temporary-lock-shows-as-locked', 'statements-per-action', 'subscriptions/subscriptions',
].map((name) => `test/server/${name}.test.ts`);
// A file that vi.mocks a module gets a module graph of its own; every other file shares one per worker (as `server`).
const MOCKS_A_MODULE = /\bvi\.(do)?mock\(/;
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
/** Whether the file, or a test helper it imports (not only its types), calls buildTestApp. */
const buildsTestApp = (file: string, seen = new Set<string>()): boolean => {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  return /\bbuildTestApp\(/.test(text) || [...text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)]
    .map((match) => join(dirname(file), match[1]!.replace(/\.js$/, '.ts')))
    .some((helper) => helper.startsWith('test/') && existsSync(helper) && buildsTestApp(helper, seen));
};
/** Every API suite that can run on PostgreSQL. */
export const API_SUITES = filesUnder('test/server')
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts') && !SQLITE_ONLY.test(readFileSync(file, 'utf8')) && buildsTestApp(file));
const cannot = ON_BOTH_STORES.filter((file) => !API_SUITES.includes(file));
if (cannot.length > 0) throw new Error(`vitest.pg.config.ts names API suites that are not there or cannot run on PostgreSQL: ${cannot.join(', ')}`);
// STORE_COVERAGE (scripts/store-coverage.ts): each file writes what it ran; STORE_COVERAGE_ALL: with every API suite.
const coverage = process.env.STORE_COVERAGE ? { setupFiles: ['test/support/store-coverage.setup.ts'] } : {};
const suites = [...filesUnder('test').filter((file) => file.endsWith('.pg.test.ts')), ...(process.env.STORE_COVERAGE_ALL ? API_SUITES : ON_BOTH_STORES)];
const isolated = suites.filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')));
const shared = suites.filter((file) => !isolated.includes(file));

const project = {
  environment: 'node' as const,
  exclude: [...configDefaults.exclude],
  env: { TEST_STORE: 'postgres' }, // buildTestApp's apps run on a copy of the PostgreSQL template
  testTimeout: 30_000,
  hookTimeout: 60_000,
  ...coverage,
};

export default defineConfig({
  resolve: { tsconfigPaths: true }, // the global setup's imports
  test: {
    experimental: { fsModuleCache: true }, // as vitest.config.ts
    // The root's global setup runs once and what it provides reaches both projects (one cluster, one template).
    globalSetup: ['test/support/postgres.setup.ts'],
    maxWorkers: '100%',
    // Each project resolves @ombudsportalen/portal/* and @/ (tsconfig.json): inline projects do not inherit the root's resolve.
    projects: [
      // The server's modules, report catalogue and compiled validators load once per worker, not once per file.
      { resolve: { tsconfigPaths: true }, test: { name: 'postgres', ...project, isolate: false, include: shared } },
      // Only while a file needs it: an empty include would not mean no files.
      ...(isolated.length > 0 ? [{ resolve: { tsconfigPaths: true }, test: { name: 'postgres-isolated', ...project, include: isolated } }] : []),
    ],
  },
});
