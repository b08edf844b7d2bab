import { defineConfig } from 'vitest/config';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js';

// Stryker's test run (npm run test:mutation): only the engine's own tests, no database setup, no DOM. Not the timing
// test (linear-scaling: 20 s of repeated 8,000-field runs, a ratio rather than a behaviour a mutant could change).
export default defineConfig({
  plugins: [definitionsPlugin()],
  test: { name: 'engine', environment: 'node', include: ['test/engine/**/*.test.ts'], exclude: ['test/engine/definitions/linear-scaling.test.ts'], testTimeout: 30_000 },
});
