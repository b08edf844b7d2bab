// The studio page's build (dist-studio/, run by studio/server/page.ts when stale) and its dev server (`--dev`).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: at('.'), appType: 'spa', logLevel: 'warn', plugins: [react()],
  publicDir: at('../../public'), // the portal's favicon.svg: without an icon the browser asks for /favicon.ico (a 404)
  resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* and @/ (tsconfig.json)
  define: { __APP_VERSION__: JSON.stringify('studio') },
  build: { outDir: at('../../dist-studio'), emptyOutDir: true },
});
