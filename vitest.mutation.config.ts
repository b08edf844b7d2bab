import { defineConfig } from 'vitest/config';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js';

// Stryker's test run (npm run test:mutation): only the engine's own tests, no database setup, no DOM.
export default defineConfig({
  plugins: [definitionsPlugin()],
  test: { name: 'engine', environment: 'node', include: ['test/engine/**/*.test.ts'], testTimeout: 30_000 },
});
