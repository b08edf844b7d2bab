import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js';

// DOM test files that need a module graph of their own: they vi.mock a module the whole app imports, or count on the
// app-wide client logger's fresh per-minute budget. Every other DOM file shares one graph per worker (isolate: false).
// A new test that expects the app logger's POST /log, or mocks a shared module, belongs in this list.
const DOM_FRESH_MODULES = [
  'test/src/ui/AppErrorBoundary.test.tsx',
  'test/src/ui/PageInitError.test.tsx',
  'test/src/api/http-client-logging.test.ts',
  'test/src/reports/ReportList.test.tsx',
  'test/src/app/shell-rerenders.test.tsx', // counts the footer's renders through a vi.mock
];
const dom = { environment: 'jsdom' as const, setupFiles: ['test/src/setup.ts'] };
// Server test files that vi.mock a server module (to count or hold what it does): a module graph of their own.
const SERVER_FRESH_MODULES = [
  'test/server/security/winners-pdfs-cannot-starve-the-api.test.ts',
  'test/server/security/locked-unknown-and-wrong-take-equal-time.test.ts', // counts scrypt through a vi.mock of node:crypto
  'test/server/security/report-rendering-cannot-starve-the-server.test.ts', // counts main-thread renders through a vi.mock
];
// The PostgreSQL suites (*.pg.test.ts) run with vitest.pg.config.ts, on a database of their own.
const POSTGRES_SUITES = '**/*.pg.test.ts';
// STORE_COVERAGE (scripts/store-coverage.ts): each file writes what it ran.
const server = { environment: 'node' as const, globalSetup: ['test/server/helpers/template-database.setup.ts'], ...(process.env.STORE_COVERAGE ? { setupFiles: ['test/support/store-coverage.setup.ts'] } : {}) };

export default defineConfig({
  plugins: [react(), definitionsPlugin()], // tests import the same precompiled definitions as the SPA
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* (tsconfig.json)
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), keyed by each file's content (a virtual
    // module's by what it loads): a second run transforms only what changed (transform 38 → 5 s, summed), and the child
    // run of new-report-stays-green reuses the parent's. `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    // Generous limits: CI runs these on 2 cores beside a build; a slow machine must not fail a correct test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every core (Vitest's default leaves one idle: a single worker on a 2-core machine).
    maxWorkers: '100%',
    projects: [
      {
        // Pure engine and tooling tests: no database, so no template-database global setup. Engine and server files
        // share one module graph per worker (isolate: false): none mocks a module, and the server's modules, report
        // catalogue and compiled validators load once per worker, not per file (import time 123 s → 17 s, summed).
        extends: true,
        test: { name: 'engine', environment: 'node', isolate: false, include: ['test/engine/**/*.test.ts', 'test/portal/**/*.test.ts', 'test/scripts/**/*.test.ts', 'test/studio/**/*.test.ts'], exclude: [...configDefaults.exclude, POSTGRES_SUITES] },
      },
      {
        extends: true,
        test: { name: 'server', ...server, isolate: false, include: ['test/server/**/*.test.ts'], exclude: [...configDefaults.exclude, POSTGRES_SUITES, ...SERVER_FRESH_MODULES] },
      },
      {
        extends: true,
        test: { name: 'server-isolated', ...server, include: SERVER_FRESH_MODULES },
      },
      {
        // Importing MUI, rjsf and jsdom once per worker instead of once per file halves the DOM tests' time;
        // test/src/setup.ts resets what a file could leave behind (DOM, cookies, storage, stubs, timers).
        extends: true,
        test: { name: 'dom', ...dom, isolate: false, include: ['test/src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...DOM_FRESH_MODULES] },
      },
      {
        extends: true,
        test: { name: 'dom-isolated', ...dom, include: DOM_FRESH_MODULES },
      },
    ],
  },
});
