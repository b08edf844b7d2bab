import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_SERVER_ENV } from './support/server-env';
import { freePort } from './support/free-port';
import { createDatabase } from '../../scripts/postgres/postgres-databases';
import { builtStudioPage } from '../../studio/server/page';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../../scripts/prerequisites.mjs';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS } from '../../scripts/server-build.mjs';

// Workers re-read this file: the port and database folder are fixed once in the main process and inherited through env.
process.env.E2E_PORT ??= String(await freePort());
if (process.env.E2E_DB_DIR === undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_DB_DIR = dir;
  // Gone when the run ends, after its portals have stopped; the workers inherit the folder, not this handler.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
// On PostgreSQL (npm run test:e2e:pg) the shared portal runs on a copy of the seeded template, made once here.
if (process.env.E2E_PG_TEMPLATE && !process.env.E2E_PG_SHARED_URL) {
  process.env.E2E_PG_SHARED_URL = (await createDatabase(process.env.E2E_PG_SERVER!, 'portal_e2e_shared', process.env.E2E_PG_TEMPLATE)).url;
}
const port = Number(process.env.E2E_PORT);
const root = new URL('../..', import.meta.url).pathname;
// The compiled server (dist-server/), built once in the main process when stale; the workers inherit the mark.
if (!process.env.E2E_SERVER_BUILT) {
  await ensureServerBuild(root);
  // The studio's page too (the studio specs start several studios; each would build a stale page into one folder).
  builtStudioPage(root);
  process.env.E2E_SERVER_BUILT = '1';
}
/**
 * The specs whose tests run in order in one worker: those on a server of their own (a portal per data-changing file,
 * support/account-test.ts, or a studio), which spread over 3 workers started it up to 3 times, and those that build on
 * each other (describe.configure serial).
 */
const here = new URL('.', import.meta.url).pathname;
const CHAINS = readdirSync(here).filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => /from '\.\/support\/(account-test|studio)'|mode: 'serial'/.test(readFileSync(join(here, file), 'utf8')))
  .map((file) => `**/${file}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // Every journey may run beside any other; a chain's tests run in order in one worker (above). 3 workers keep 2 cores
  // busy while a page waits on the server or an animation.
  fullyParallel: true,
  workers: 3,
  // The in-order chains start first, beside the journeys: queued after them (file order) they ran on alone at the end.
  projects: [
    { name: 'chains', testMatch: CHAINS, fullyParallel: false },
    { name: 'journeys', testIgnore: CHAINS },
  ],
  // A failed test runs once more, recording a trace (below); outside CI a test that passes only then fails the run.
  retries: 1,
  failOnFlakyTests: !process.env.CI,
  // A journey logs in, loads the SPA cold and walks several pages: on 2 cores beside two other workers, Debian's
  // Chromium 156 (full headless) took 25-32 s for the longest, so 30 s failed them by the clock, not by a fault.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Each database its own folder: `npm run test:e2e:pg` (E2E_PG_TEMPLATE set) runs right after the SQLite suite in
  // .ci/run, and Playwright empties its outputDir at the start, so one shared folder lost the SQLite run's traces.
  outputDir: join(root, 'test-results', process.env.E2E_PG_TEMPLATE ? 'e2e-pg' : 'e2e'),
  use: {
    // One browser context per worker, reset between tests (cookies, cache, storage of visited origins, routes, init
    // scripts, pages): a fresh context per test cost the step a tenth of its time (docs/decisions/test-time.md).
    // What the reset leaves (CDP emulation, permissions, history) a test undoes; isolation.spec.ts proves the rest.
    reuseContext: true,
    baseURL: `http://localhost:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // The DOM snapshots of a failed test's second run, not a screencast (its frames cost a third of the browser's CPU);
    // recording every passing test for nothing cost the journeys a share of their CPU too.
    trace: { mode: 'on-first-retry', screenshots: false },
    // A flake that passes on its retry leaves no trace of the failure: its screenshot at least (taken only then).
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    // The server as `npm start` runs it, compiled (built above when stale): many starts, each cheaper than tsx's.
    command: [process.execPath, ...(COMPILED_SERVER_ARGS as string[])].join(' '),
    cwd: root,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(port),
      DATABASE_PATH: join(process.env.E2E_DB_DIR, 'portal.db'),
      ...(process.env.E2E_PG_SHARED_URL ? { DATABASE_URL: process.env.E2E_PG_SHARED_URL } : {}),
      STATIC_DIR: join(root, 'dist'),
    },
  },
});
