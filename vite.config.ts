import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { definitionsPlugin } from './scripts/vite-plugin-definitions.js'; // .js: the config loader wants extensions

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiPort = process.env.PORT ?? '8080';
const backend = `http://127.0.0.1:${process.env.DEV_API_PORT ?? apiPort}`;

// The SPA is built into dist/ and served by the Fastify server; `npm run dev` proxies the backend paths.
export default defineConfig({
  plugins: [react(), definitionsPlugin()], // definitions ship with precompiled validators (no runtime ajv compile)
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // Two of rjsf's dependencies the portal's forms never exercise, swapped for small stand-ins (each file says why).
  resolve: {
    alias: {
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
      'fast-uri': fileURLToPath(new URL('./src/forms/uri-resolver.ts', import.meta.url)),
    },
  },
  // The manifest lets scripts/bundle-budget.mjs measure each route's first load.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/tokenhandler': backend,
      '/oauth': backend,
      '/log': backend,
    },
  },
});
