// `npm run studio`: the analyst studio, a local page that shows what a definition file does while it is edited. It runs
// only on the analyst's machine (127.0.0.1, its own seeded demo database), never inside the production server: nothing
// in server/ imports it. Environment: STUDIO_PORT (default 5178), STUDIO_SCHEMAS_DIR (default ./schemas). `--dev`
// serves the page through Vite's dev server, for changes to the studio's own code (page.ts).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { openDemoDatabase } from './demo-database.js';
import { builtStudioPage, STUDIO_PAGE_CONFIG } from './page.js';
import { type StudioPage, studioApp, studioServerOptions } from './studio-app.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function startStudio(options: { port: number; schemasDir: string; dev?: boolean }) {
  const demo = await openDemoDatabase();
  const app = Fastify(studioServerOptions());
  let closeVite: () => Promise<void> = async () => {};
  let page: StudioPage;
  if (options.dev === true) {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: join(ROOT, STUDIO_PAGE_CONFIG), server: { middlewareMode: true, hmr: { server: app.server } } });
    closeVite = () => vite.close(); // first: its hot-reload sockets would keep the server open
    page = { middleware: vite.middlewares };
  } else {
    page = { dir: builtStudioPage(ROOT) };
  }
  await app.register(studioApp, { schemasDir: options.schemasDir, root: ROOT, demo, page });
  const address = await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    url: `${address}/`,
    close: async () => {
      await closeVite();
      await app.close();
      await demo.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STUDIO_PORT ?? 5178);
  const studio = await startStudio({ port, schemasDir: resolve(process.env.STUDIO_SCHEMAS_DIR ?? join(ROOT, 'schemas')), dev: process.argv.includes('--dev') });
  console.log(`Analysstudion: ${studio.url} (visar schemas/ medan du sparar; Ctrl+C avslutar)`);
  const stop = () => void studio.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
