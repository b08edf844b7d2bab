// `npm run test:e2e:pg`: the whole browser suite against portals on PostgreSQL. Starts a throw-away cluster (or uses
// TEST_DATABASE_URL's server), migrates and seeds one template database on the e2e demo day, and runs Playwright with
// E2E_PG_TEMPLATE set: the shared portal and every spec's own portal run on a copy of the template
// (test/e2e/support/portal-database.ts); a failed test's trace goes to test-results/e2e-pg, not beside the SQLite run's
// in test-results/e2e (playwright.config.ts). Stops the cluster it started, whatever the outcome.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { seedClock } from '../../server/seed/seed-calendar.js';
import { DEMO_DAY } from './support/demo-day.js';
import { findPostgresBin, POSTGRES_MISSING, startPostgresCluster } from '../../scripts/postgres/postgres-cluster.js';
import { createSeededDatabase, dropDatabase } from '../../scripts/postgres/postgres-databases.js';

const root = new URL('../../', import.meta.url).pathname;
// The portals serve the production build: make it when `npm test` has not (the e2e suite does not build).
if (!existsSync(`${root}dist/index.html`)) spawnSync(`${root}node_modules/.bin/vite`, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

const given = process.env.TEST_DATABASE_URL;
if (!given && !findPostgresBin()) {
  console.error(`test:e2e:pg cannot run: ${POSTGRES_MISSING}`);
  process.exit(1);
}
const cluster = given ? undefined : await startPostgresCluster({ database: 'portal_e2e_admin' });
const url = given ?? cluster!.url;
let status = 1;
const template = await createSeededDatabase(url, 'portal_e2e_template', seedClock(DEMO_DAY));
try {
  const args = ['test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)];
  const run = spawnSync(`${root}node_modules/.bin/playwright`, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PG_SERVER: url, E2E_PG_TEMPLATE: template.name },
  });
  status = run.status ?? 1;
} finally {
  await dropDatabase(url, template.name).catch(() => undefined);
  cluster?.stop();
}
process.exit(status);
