import type { FastifyPluginAsync } from 'fastify';
import { assertAccessDeclared } from '../auth/agency-access.js';
import { createApiGuard } from '../auth/api-guard.js';
import { agencyInfoRoutes } from './agency-info-routes.js';
import { internalAgencyRoutes } from './internal-agency-routes.js';
import { userRoutes } from './user-routes.js';

/** Everything under /api: the guard hook is added here, so every resource module registered below is protected. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', createApiGuard(app));
  // Deny by default: a route registered below without an access rule stops the start-up.
  app.addHook('onRoute', assertAccessDeclared);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(userRoutes, { prefix: '/api-retail/v2' });
  await app.register(agencyInfoRoutes, { prefix: '/api-retail/v2' });
  await app.register(internalAgencyRoutes, { prefix: '/api-retail/v2/internal' });
};
