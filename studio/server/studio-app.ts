// The analyst studio as a Fastify app, built as the portal's (server/app.ts): the app apart from its start (main.ts),
// one plugin per concern, and tests that call it with `inject` (test/server/studio/studio-app.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { errorHandler } from '../../server/plugins/error-handler.js';
import { globalPlugin } from '../../server/plugins/global-plugin.js';
import { sharedCompilers } from '../../server/schema-compilers.js';
import { studioEvents } from './studio-events.js';
import { studioRequestRefusal } from './studio-guard.js';
import { STUDIO_API_PREFIX, type StudioRouteOptions, studioRoutes } from './studio-routes.js';

/** The largest body the studio reads: a whole definition file, with room (the largest in schemas/ is 12 kB). */
export const STUDIO_BODY_LIMIT = 256 * 1024;

export interface StudioAppOptions extends StudioRouteOptions {
  /** The page (Vite's dev middlewares), for every path outside the API; absent in tests: only the API answers. */
  page?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
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
  app.setNotFoundHandler((request, reply) => {
    if (page === undefined || request.url.startsWith(`${STUDIO_API_PREFIX}/`)) {
      return reply.code(404).send({ code: 'error.studio.unknown', message: 'Okänd adress.' });
    }
    reply.hijack();
    page(request.raw, reply.raw, () => {
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
