// `npm run studio`: the analyst studio, a local page that shows what a definition file does while it is edited. It runs
// only on the analyst's machine (127.0.0.1, its own seeded demo database), never inside the production server: nothing
// in server/ imports it. Environment: STUDIO_PORT (default 5178), STUDIO_SCHEMAS_DIR (default ./schemas).
import { watch } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer as createVite } from 'vite';
import { ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';
import { reportingReference } from '../../server/reports/reporting-reference.js';
import { openDemoDatabase } from './demo-database.js';
import { commitDefinition, readMetaSchemas, saveDefinition } from './definition-file.js';
import { createStudioApi } from './studio-api.js';
import { startChoice, type StudioChoice, studioContext } from './studio-context.js';
import { studioRequestRefusal } from './studio-guard.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_BODY = 256 * 1024;

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) fail(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (e) {
        fail(e as Error);
      }
    });
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startStudio(options: { port: number; schemasDir: string }) {
  const demo = await openDemoDatabase();
  const api = createStudioApi(options.schemasDir, ROOT, demo);
  const listeners = new Set<ServerResponse>();
  let version = 0;

  // A save is a burst of fs events: tell the pages once, 40 ms after the last one.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = ['reports', 'forms', 'meta'].map((folder) => watch(join(options.schemasDir, folder), (_event, name) => {
    if (!name?.toString().endsWith('.json')) return;
    pending.add(relative(ROOT, join(options.schemasDir, folder, name.toString())));
    clearTimeout(timer);
    timer = setTimeout(() => {
      version += 1;
      const message = `data: ${JSON.stringify({ version, files: [...pending] })}\n\n`;
      pending.clear();
      for (const res of listeners) res.write(message);
    }, 40);
  }));

  const http = createServer();
  const vite = await createVite({
    configFile: false, root: join(ROOT, 'studio/page'), appType: 'spa', logLevel: 'warn', plugins: [react()],
    resolve: { tsconfigPaths: true }, // @ombudsportalen/portal/* and @/ (tsconfig.json)
    define: { __APP_VERSION__: JSON.stringify('studio') },
    server: { middlewareMode: true, hmr: { server: http } },
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/studio-api/')) return false;
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /studio-api/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(`data: ${JSON.stringify({ version, files: [] })}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return true;
    }
    if (route === 'GET /studio-api/setup') {
      sendJson(res, 200, { files: api.files(), roles: ALL_ROLES, segments: SEGMENTS, ...startChoice('1001', demo.dayAfterData) });
      return true;
    }
    if (route === 'GET /studio-api/definition') {
      sendJson(res, 200, await api.definition(url.searchParams.get('file') ?? ''));
      return true;
    }
    if (route === 'GET /studio-api/reference') {
      sendJson(res, 200, await reportingReference(demo.reporting)); // issue 24: game codes, views and column types
      return true;
    }
    if (route === 'GET /studio-api/meta') {
      sendJson(res, 200, readMetaSchemas(options.schemasDir)); // the editor is generated from the meta-schema
      return true;
    }
    const body = await readJson(req).catch(() => undefined);
    if (!body) {
      sendJson(res, 400, { code: 'error.studio.body', message: 'Ogiltig JSON.' });
      return true;
    }
    if (route === 'POST /studio-api/save') {
      const out = saveDefinition(options.schemasDir, body.json);
      sendJson(res, out.status, out.status === 200 ? { file: relative(ROOT, join(options.schemasDir, out.file)) } : out);
      return true;
    }
    if (route === 'POST /studio-api/commit') {
      const out = await commitDefinition(options.schemasDir, String(body.code));
      sendJson(res, out.status, out);
      return true;
    }
    const ctx = studioContext(body.choice as StudioChoice);
    const format = body.format === 'xlsx' ? 'xlsx' : 'pdf';
    if (route === 'POST /studio-api/run') {
      sendJson(res, 200, await api.run(String(body.file), ctx, (body.values ?? {}) as Record<string, unknown>, format));
      return true;
    }
    if (route === 'POST /studio-api/report') {
      const out = await api.reportFile(String(body.file), ctx, body.body, format, new Date());
      if ('bytes' in out && out.bytes) {
        res.writeHead(200, { 'content-type': out.contentType, 'content-disposition': `attachment; filename="${out.fileName}"`, 'cache-control': 'no-store' });
        res.end(out.bytes);
      } else sendJson(res, out.status, out.json);
      return true;
    }
    sendJson(res, 404, { code: 'error.studio.unknown', message: 'Okänd adress.' });
    return true;
  }

  http.on('request', (req, res) => {
    const refusal = studioRequestRefusal(req);
    if (refusal) {
      sendJson(res, refusal.status, { code: refusal.code, message: refusal.message });
      return;
    }
    handle(req, res).then((done) => done || vite.middlewares(req, res), (e: Error) => sendJson(res, 500, { code: 'error.studio', message: e.message }));
  });
  await new Promise<void>((done) => http.listen(options.port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    /** The HTTP server, for tests that send it requests a browser would not. */
    http,
    close: async () => {
      for (const w of watchers) w.close();
      for (const res of listeners) res.end();
      await vite.close();
      await new Promise((done) => http.close(done));
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
