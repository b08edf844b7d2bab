import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/engine/**/*.test.ts', 'test/server/**/*.test.ts', 'test/scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['test/src/**/*.test.{ts,tsx}'], setupFiles: ['test/src/setup.ts'] },
      },
    ],
  },
});
