import type { FastifyPluginAsync } from 'fastify';
import { assertAccessDeclared } from '../auth/agency-access.js';
import { createApiGuard } from '../auth/api-guard.js';
import { contentRoutes } from './content-routes.js';
import { winnersRoutes } from './winners-routes.js';
import { agencyInfoRoutes } from './agency-info-routes.js';
import { assertContractDeclared } from '../http/contract-route.js';
import { educationRoutes } from './education-routes.js';
import { internalAgencyRoutes } from './internal-agency-routes.js';
import { orderRoutes } from './order-routes.js';
import { ownUserRoutes } from './own-user-routes.js';
import { passwordRoutes } from './password-routes.js';
import { reportRoutes } from './report-routes.js';
import { createRenderPool } from '../reports/render-pool.js';
import { shopDetailsRoutes } from './shop-details-routes.js';
import { staffRoutes } from './staff-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';
import type { SubscriptionControl } from '../subscriptions/subscription-scheduler.js';
import { terminalParameterRoutes } from './terminal-parameter-routes.js';
import { userRoutes } from './user-routes.js';
import { webmailLinkRoutes } from './webmail-routes.js';

/** Everything under /api: the guard hook is added here, so every resource module registered below is protected. */
export const apiRoutes: FastifyPluginAsync<{ subscriptionControl?: SubscriptionControl }> = async (app, { subscriptionControl }) => {
  // Access is decided before any work: the session, its gate, then each route's access rules (route onRequest hooks).
  app.addHook('onRequest', createApiGuard(app));
  // Deny by default: a route registered below without an access rule stops the start-up.
  app.addHook('onRoute', assertAccessDeclared);
  // And every route is an endpoint of schemas/api, registered with contractRoute (its schemas and types from there).
  app.addHook('onRoute', assertContractDeclared);
  // No answer is cached.
  app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'no-store'); });
  await app.register(userRoutes, { prefix: '/api-retail/v2' });
  await app.register(agencyInfoRoutes, { prefix: '/api-retail/v2' });
  await app.register(internalAgencyRoutes, { prefix: '/api-retail/v2/internal' });
  // Account, shop details and education (docs/decisions/account-pages.md).
  await app.register(passwordRoutes, { prefix: '/api-retail/v2' });
  await app.register(ownUserRoutes, { prefix: '/api-retail/v2' });
  await app.register(shopDetailsRoutes, { prefix: '/api-retail/v2' });
  await app.register(educationRoutes, { prefix: '/api-retail/v2' });
  await app.register(webmailLinkRoutes, { prefix: '/api-retail/v1' });
  // Staff administration and per-person education (part 2 §7 "Staff and education").
  await app.register(staffRoutes, { prefix: '/api-retail/v2' });
  // Orders and terminal parameters: forms made from server lists by the engine's templates (docs/definitions.md §15).
  await app.register(orderRoutes, { prefix: '/api-retail/v2' });
  await app.register(terminalParameterRoutes, { prefix: '/api-retail/v2' });
  // One render pool for the report files and the winners lists' PDFs: their renders share the worker threads.
  const renderer = createRenderPool(app.config.reportRendering);
  app.addHook('onClose', async () => renderer.close());
  // The embedded report server (docs/reports.md).
  await app.register(reportRoutes, { prefix: '/api-retail/v2', renderer });
  // Report subscriptions by e-mail and their scheduler (docs/decisions/subscriptions.md).
  await app.register(subscriptionRoutes, { prefix: '/api-retail/v2', renderer, ...(subscriptionControl === undefined ? {} : { control: subscriptionControl }) });
  // The content service and the winners-list archive (issue 14).
  await app.register(contentRoutes, { prefix: '/api-retail/v1' });
  await app.register(winnersRoutes, { prefix: '/api-retail/v2', renderer });
  // The workers have loaded and warmed up beside the rest of the start-up (the report routes' own warm-up included,
  // whose onReady runs first): the app is ready, and the server listens, once they are.
  app.addHook('onReady', async () => {
    const started = performance.now();
    await renderer.ready();
    if (renderer.warmUp) app.log.info({ workers: renderer.warmWorkers(), waitedMs: Math.round(performance.now() - started) }, 'rapportrenderarna är uppvärmda');
  });
};
