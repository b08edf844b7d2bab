import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL suites: every test/**/*.pg.test.ts, on TEST_DATABASE_URL or one throw-away cluster for the whole run
// (test/support/postgres.setup.ts). `npm test` runs them as a step of their own; vitest.config.ts leaves them out.
export default defineConfig({
  test: {
    name: 'postgres',
    environment: 'node',
    include: ['test/**/*.pg.test.ts'],
    exclude: [...configDefaults.exclude],
    setupFiles: ['test/setup-engine.ts'], // the engine's vocabulary, as every program installs it at start
    globalSetup: ['test/support/postgres.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
