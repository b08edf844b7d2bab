import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';
import { globalPlugin } from './global-plugin.js';

// Paths owned by the backend: never answered with the SPA, always JSON 404 when unknown.
const BACKEND_PREFIXES = ['/api', '/oauth', '/tokenhandler', '/log'];

const NOT_BUILT_PAGE = 'Ombudsportalen: klientappen är inte byggd.\nKör `npm run build` och ladda om sidan.\n';

function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A file's address, not a page's: its last segment has an extension (the studio's page uses the same rule). */
export function namesAFile(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path);
}

/** A built file's cache header: hashed assets never change; index.html and the rest are revalidated. */
export function builtFileCacheControl(root: string, file: string): string {
  return file.slice(root.length).startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A route of the SPA, not a missing file: its last segment has no extension. */
function isSpaRoute(request: FastifyRequest, path: string): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !isBackendPath(path) && !namesAFile(path);
}

export interface StaticSpaOptions extends Record<string, unknown> {
  staticDir: string;
}

/**
 * Serves the built SPA (with index.html fallback for client routes) and answers every unknown path. The files are
 * looked up at request time, so a build made after the start is served without a restart (issue 37 item 19).
 */
export const staticSpa = globalPlugin<StaticSpaOptions>('static-spa', async (app, { staticDir }) => {
  const root = resolve(staticDir);
  const index = resolve(root, 'index.html');
  // Looked for again on each client route while missing; once found, a build is there to stay (one check, not one per request).
  let built = existsSync(index);
  await app.register(fastifyStatic, {
    root,
    // Source maps are built for the team's tools but never served (docs/security.md, finding 10).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    cacheControl: false,
    // The build writes .br and .gz beside each file (scripts/vite-plugin-precompress.ts): sent as the browser accepts.
    preCompressed: true,
    // Hashed build assets never change; index.html must be revalidated so a deploy takes effect.
    setHeaders: (res, path) => res.setHeader('cache-control', builtFileCacheControl(root, path)),
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isSpaRoute(request, path)) throw errors.notFound();
    built ||= existsSync(index);
    if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE);
  });
});
