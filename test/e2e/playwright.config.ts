import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { DEMO_DAY } from './support/demo-day';
import { freePort } from './support/free-port';

// Workers re-read this file: the port and database folder are fixed once in the main process and inherited through env.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = Number(process.env.E2E_PORT);
const root = new URL('../..', import.meta.url).pathname;
/** The specs whose tests run in order, one after the other in one worker (describe.configure serial). */
const CHAINS = ['**/orders-terminal.spec.ts', '**/staff.spec.ts', '**/studio.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // Every test may run beside any other: the specs that change data have their own portals (support/test.ts), and
  // those whose tests build on each other say so (describe.configure serial). 3 workers keep 2 cores busy while a
  // page waits on the server or an animation.
  fullyParallel: true,
  workers: 3,
  // The in-order chains start first, beside the journeys: queued after them (file order) they ran on alone at the end.
  projects: [
    { name: 'chains', testMatch: CHAINS },
    { name: 'journeys', testIgnore: CHAINS },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // The DOM snapshots of a failed test, not a screencast: its frames cost a third of the browser's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `${root}node_modules/.bin/tsx server/server.ts`,
    cwd: root,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(process.env.E2E_DB_DIR, 'portal.db'),
      STATIC_DIR: join(root, 'dist'),
      LOG_LEVEL: 'warn',
      PORTAL_FIXED_DATE: DEMO_DAY, // the demo data's day, so the specs know every seeded date
      // The suite logs in many times from one IP: login rate limits far above it (test/server/security covers them).
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_USERNAME: '100000',
    },
  },
});
