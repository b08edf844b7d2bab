import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL suites, on TEST_DATABASE_URL or one throw-away cluster for the whole run (test/support/postgres.setup.ts,
// which also seeds the template database the API suites copy). `npm test` runs them as a step of their own.
// Every test/**/*.pg.test.ts (repositories, reporting, schemas on both databases side by side), and the API suites of
// test/server with each test app on a copy of the seeded PostgreSQL template. An API suite that reaches into SQLite
// itself (t.db, a database file, the SQLite template) runs on SQLite only, and so does one that builds no test app
// (TEST_STORE changes nothing else: it would run the very same code twice).
const SQLITE_ONLY = /\bt\.db\b|\btest\.db\b|openDatabase|better-sqlite3|migrateSqlite|sqliteStore|templateDatabasePath|openReportingConnection|database:\s/;
// API suites that test nothing of the store beyond the login, so they run on SQLite only (issue 38 §6: run PostgreSQL where
// it is tested). Report files: every report's datasets run on both stores in reports-on-both-databases.pg.test.ts, access
// on PostgreSQL in report-access.test.ts; each report's subscribable periods (subscription-periods) are arithmetic over
// those datasets, their rows and delivery on PostgreSQL are subscriptions.test.ts. The rest: HTTP edges, headers,
// logging, static files, CPU and memory bounds.
// A suite that reads or writes rows through the API (sessions, locks, users, orders, staff) stays on both.
const STORE_INDEPENDENT = [
  'reports/every-report', 'reports/golden-examples', 'reports/pdf-layout', 'reports/rendering', 'reports/report-body-check',
  'reports/report-definitions', 'reports/first-report-warm', 'static-spa', 'http-errors', 'client-log',
  'content/content-assets', 'content/content-upstream', 'security/csp-allows-configured-asset-origins',
  'security/deployment-defaults', 'security/a-build-after-the-start-is-served', 'security/health-answers-do-not-name-the-instance',
  'security/forwarded-for-is-trusted-only-from-the-proxy', 'security/memory-stays-bounded', 'security/one-log-line-per-request',
  'security/image-renditions-cannot-stall-the-server', 'security/report-request-cannot-stall-the-server',
  'security/report-rendering-cannot-starve-the-server', 'subscriptions/subscription-periods',
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
const suites = [...filesUnder('test').filter((file) => file.endsWith('.pg.test.ts')), ...filesUnder('test/server')
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
  .filter((file) => !STORE_INDEPENDENT.includes(file) && !SQLITE_ONLY.test(readFileSync(file, 'utf8')) && buildsTestApp(file))];
const missing = STORE_INDEPENDENT.filter((file) => !existsSync(file));
if (missing.length > 0) throw new Error(`vitest.pg.config.ts names API suites that are not there: ${missing.join(', ')}`);
const isolated = suites.filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')));
const shared = suites.filter((file) => !isolated.includes(file));

const project = {
  environment: 'node' as const,
  exclude: [...configDefaults.exclude],
  env: { TEST_STORE: 'postgres' }, // buildTestApp's apps run on a copy of the PostgreSQL template
  testTimeout: 30_000,
  hookTimeout: 60_000,
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
