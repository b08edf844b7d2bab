import { defineConfig } from 'vitest/config';

// Stryker's test run (npm run test:mutation): only the engine's own tests, no database setup, no DOM. Not the timing
// test (linear-scaling: 20 s of repeated 8,000-field runs, a ratio rather than a behaviour a mutant could change).
// No definitions plugin: no engine test imports the precompiled definitions, and the plugin runs the (mutated) engine
// when vitest starts, outside any test, which made Stryker count 1,745 of the engine's 4,611 mutants as "static".
export default defineConfig({
  resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* (tsconfig.json)
  test: { name: 'engine', environment: 'node', include: ['test/engine/**/*.test.ts'], exclude: ['test/engine/definitions/linear-scaling.test.ts'], testTimeout: 30_000 },
});
