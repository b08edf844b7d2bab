import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js';

export default defineConfig({
  plugins: [react(), definitionsPlugin()], // tests import the same precompiled definitions as the SPA
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Generous limits: CI runs these on 2 cores beside a build; a slow machine must not fail a correct test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', globalSetup: ['test/server/helpers/template-database.setup.ts'], include: ['test/engine/**/*.test.ts', 'test/server/**/*.test.ts', 'test/scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['test/src/**/*.test.{ts,tsx}'], setupFiles: ['test/src/setup.ts'] },
      },
    ],
  },
});
