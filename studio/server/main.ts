// `npm run studio`: the analyst studio, a local page that shows what a definition file does while it is edited. It runs
// only on the analyst's machine (127.0.0.1, its own seeded demo database), never inside the production server: nothing
// in server/ imports it. Environment: STUDIO_PORT (default 5178), STUDIO_SCHEMAS_DIR (default ./schemas).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { createServer as createVite } from 'vite';
import { openDemoDatabase } from './demo-database.js';
import { studioApp, studioServerOptions } from './studio-app.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function startStudio(options: { port: number; schemasDir: string }) {
  const demo = await openDemoDatabase();
  const app = Fastify(studioServerOptions());
  const vite = await createVite({
    configFile: false, root: join(ROOT, 'studio/page'), appType: 'spa', logLevel: 'warn', plugins: [react()],
    publicDir: join(ROOT, 'public'), // the portal's favicon.svg: without an icon the browser asks for /favicon.ico (a 404)
    resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* and @/ (tsconfig.json)
    define: { __APP_VERSION__: JSON.stringify('studio') },
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(studioApp, { schemasDir: options.schemasDir, root: ROOT, demo, page: vite.middlewares });
  const address = await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    url: `${address}/`,
    close: async () => {
      await vite.close(); // first: its hot-reload sockets would keep the server open
      await app.close();
      await demo.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STUDIO_PORT ?? 5178);
  const studio = await startStudio({ port, schemasDir: resolve(process.env.STUDIO_SCHEMAS_DIR ?? join(ROOT, 'schemas')) });
  console.log(`Analysstudion: ${studio.url} (visar schemas/ medan du sparar; Ctrl+C avslutar)`);
  const stop = () => void studio.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
