// The analyst studio as a Fastify app, built as the portal's (server/app.ts): the app apart from its start (main.ts),
// one plugin per concern, and tests that call it with `inject` (test/server/studio/studio-app.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { errorHandler } from '../../server/plugins/error-handler.js';
import { globalPlugin } from '../../server/plugins/global-plugin.js';
import { builtFileCacheControl, namesAFile } from '../../server/plugins/static-spa.js';
import { sharedCompilers } from '../../server/schema-compilers.js';
import { studioEvents } from './studio-events.js';
import { studioRequestRefusal } from './studio-guard.js';
import { STUDIO_API_PREFIX, type StudioRouteOptions, studioRoutes } from './studio-routes.js';

/** The largest body the studio reads: a whole definition file, with room (the largest in schemas/ is 12 kB). */
export const STUDIO_BODY_LIMIT = 256 * 1024;

/** The page for every path outside the API: its built files (page.ts), or Vite's dev middlewares (`--dev`). */
export type StudioPage = { dir: string } | { middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };

export interface StudioAppOptions extends StudioRouteOptions {
  /** Absent in tests: only the API answers. */
  page?: StudioPage;
}

/** Loopback hosts only, and a POST only as JSON with the page's header: refused before any body is read. */
const studioGuard = globalPlugin('studio-guard', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = studioRequestRefusal(request);
    if (refusal) return reply.code(refusal.status).send({ code: refusal.code, message: refusal.message });
    return undefined;
  });
});

/** The studio as one plugin: the guard and the error answers, the API, the events, then the page. */
export const studioApp: FastifyPluginAsync<StudioAppOptions> = async (app, { schemasDir, root, demo, page }) => {
  await app.register(studioGuard);
  await app.register(errorHandler); // { code, message } answers; a client's mistake is a 4xx, never a 500
  await app.register(studioRoutes, { prefix: STUDIO_API_PREFIX, schemasDir, root, demo });
  await app.register(studioEvents, { prefix: STUDIO_API_PREFIX, schemasDir, root });
  // The built page's files, cached as the portal's SPA.
  if (page !== undefined && 'dir' in page) {
    await app.register(fastifyStatic, {
      root: page.dir, cacheControl: false, allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (res, path) => res.setHeader('cache-control', builtFileCacheControl(page.dir, path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (page === undefined || request.url.startsWith(`${STUDIO_API_PREFIX}/`)) {
      return reply.code(404).send({ code: 'error.studio.unknown', message: 'Okänd adress.' });
    }
    if ('dir' in page) {
      // A page address (no file extension) gets the page; a missing file (or a source map) is a 404.
      if (namesAFile(request.url.split('?')[0] ?? '')) return reply.code(404).type('text/plain; charset=utf-8').send('Filen finns inte.');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply.hijack();
    page.middleware(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
    return reply;
  });
};

/** The Fastify server options of the studio (main.ts and the tests). */
export function studioServerOptions(): FastifyServerOptions {
  return {
    logger: false,
    bodyLimit: STUDIO_BODY_LIMIT,
    forceCloseConnections: true, // a local tool: stopping it ends open pages' connections at once
    // Input bounds are size-only schemas without `type`, as the portal's (server/app.ts).
    ajv: { customOptions: { strictTypes: false } },
    schemaController: { compilersFactory: sharedCompilers },
  };
}

/** A ready studio app without a page, for `inject`. */
export async function buildStudioApp(options: StudioAppOptions): Promise<FastifyInstance> {
  const app = Fastify(studioServerOptions());
  await app.register(studioApp, options);
  await app.ready();
  return app;
}
