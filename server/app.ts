import { hostname } from 'node:os';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { authorizationRoutes } from './routes/authorization-routes.js';
import { internalLoginRoutes } from './routes/internal-login-routes.js';
import { tokenHandlerRoutes } from './routes/token-handler-routes.js';
import { instanceIdOf, type Config } from './config.js';
import type { Store } from './db/store.js';
import { appContext } from './plugins/app-context.js';
import { errorHandler, toErrorResponse } from './plugins/error-handler.js';
import { controlCharacters } from './plugins/control-characters.js';
import { OneLinePerRequest } from './plugins/request-log.js';
import { SECURITY_HEADERS, securityHeaders } from './plugins/security-headers.js';
import { sharedCompilers } from './schema-compilers.js';
import { staticSpa } from './plugins/static-spa.js';
import { apiRoutes } from './routes/api-routes.js';
import type { SubscriptionControl } from './subscriptions/subscription-scheduler.js';
import { createAssetGrants } from './content/asset-grants.js';
import { assetRoutes } from './routes/asset-routes.js';
import type { ImageRenderer } from './content/image-renditions.js';
import { loginAlertRoutes } from './routes/content-routes.js';
import type { ContentfulUpstream } from './content/contentful-upstream.js';
import { clientLogRoutes, DEFAULT_CLIENT_LOG_LIMITS, type ClientLogLimits } from './routes/client-log-routes.js';
import { learningRoutes } from './routes/learning-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import { webmailPageRoutes } from './routes/webmail-routes.js';
import { unsubscribeRoutes } from './routes/unsubscribe-routes.js';
import './fastify-types.js';
import { serverEngine } from './engine.js';

export interface AppOptions extends Record<string, unknown> {
  config: Config;
  /** The database (server/db/store.ts): SQLite or PostgreSQL. */
  store: Store;
  /** Injectable clock; tests move time forward with it. */
  now?: () => Date;
  /** Bounds of POST /log; tests shrink them. */
  clientLog?: Partial<ClientLogLimits>;
  /** A Contentful space the content calls go to (README "Content service"); absent: config.contentful, null: the embedded store. */
  contentful?: ContentfulUpstream | null;
  /** The fetch the pass-through uses; tests point it at a fake. */
  contentFetch?: typeof fetch;
  /** The image renderer (server/content/image-renditions.ts); tests count and hold renders with their own. */
  renderImage?: ImageRenderer;
  /** Set on SIGTERM by the start-up (server/server.ts): /health/ready then answers 503 while the instance drains. */
  draining?: { active: boolean };
  /** Filled in when the subscription scheduler starts: tests run a pass with it instead of waiting for a tick. */
  subscriptionControl?: SubscriptionControl;
  /** Where the log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
}

/** The whole application as one plugin: context, cross-cutting handlers, then the route modules. */
export const portalApp: FastifyPluginAsync<AppOptions> = async (app, { config, store, now = () => new Date(), clientLog, contentful, contentFetch, renderImage, draining = { active: false }, subscriptionControl }) => {
  await app.register(appContext, { config, store, now });
  // Set by the start-up on SIGTERM: /health/ready answers 503 so the balancer sends no new requests while in-flight ones end.
  app.decorate('draining', draining);
  app.decorate('contentUpstream', { upstream: contentful === undefined ? config.contentful ?? null : contentful, fetch: contentFetch ?? fetch });
  app.decorate('assetGrants', createAssetGrants(app.signingKeys, app.now));
  await app.register(securityHeaders);
  await app.register(errorHandler);
  // Before every route and access rule: a control character in the URL or a body is a 400 (docs/decisions/edge-input.md).
  await app.register(controlCharacters);
  await app.register(healthRoutes);
  await app.register(authorizationRoutes);
  await app.register(internalLoginRoutes);
  await app.register(tokenHandlerRoutes);
  await app.register(apiRoutes, { prefix: '/api', ...(subscriptionControl === undefined ? {} : { subscriptionControl }) });
  await app.register(clientLogRoutes, { limits: { ...DEFAULT_CLIENT_LOG_LIMITS, ...clientLog } });
  // Server-rendered pages of the embedded learning service and the placeholder webmail (outside /api).
  await app.register(learningRoutes);
  await app.register(webmailPageRoutes);
  // The signed one-click unsubscribe link of subscription mails (outside /api: the mail's reader has no token).
  await app.register(unsubscribeRoutes);
  // The content service's files (to holders of a granted URL) and the login page's alert (outside /api: no token there yet).
  await app.register(assetRoutes, renderImage === undefined ? {} : { renderImage });
  await app.register(loginAlertRoutes);
  await app.register(staticSpa, { staticDir: config.staticDir });
};

export { instanceIdOf };

/** What a log line says of a request and of its answer (Fastify's own serializers add the host and the client's address). */
export const LOGGED_FIELDS = {
  req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * The Fastify server options (exported so tests that need their own instance get the same parsing and limits).
 * `logStream`: where the log lines go instead of stdout (tests read them).
 */
export function serverOptions(config: Config, logStream?: { write(line: string): void }): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      // Every line names the instance that wrote it (several instances write to one log behind a balancer), besides
      // pino's own process id and host name.
      base: { pid: process.pid, hostname: hostname(), instance: instanceIdOf(config) },
      // Tokens travel in headers and cookies: a logged request or answer is written as these fields and no others, so
      // no header reaches the logs (allow-lists, not pino's redact, which costs each line a copy of `req` and `res`).
      serializers: LOGGED_FIELDS,
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    // One line per request, not Fastify's two (issue 23 item 10).
    logController: new OneLinePerRequest(),
    bodyLimit: 256 * 1024,
    // The render workers warm up in an onReady hook (server/routes/api-routes.ts): on a busy machine that can take
    // longer than Fastify's default 10 s, and a start-up must not fail for it.
    pluginTimeout: 60_000,
    // Errors raised before routing (e.g. a malformed URL) get the same { code, message } answer and headers.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      void (reply as FastifyReply).headers(SECURITY_HEADERS).code(status).send(body);
    },
    // Input bounds are size-only schemas without `type` (so nothing is coerced): not a strict-types mistake.
    ajv: { customOptions: { strictTypes: false } },
    schemaController: { compilersFactory: sharedCompilers },
    // Only the configured proxies' X-Forwarded-For names the client (the per-IP login limit); nothing by default.
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  };
}

/** A ready Fastify instance for the given config and database (the server and the tests both use this). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options.config, options.logStream));
  app.decorate('engine', serverEngine); // the portal's engine: its vocabulary, Node's compilers (server/engine.ts)
  await app.register(portalApp, options);
  await app.ready();
  return app;
}
