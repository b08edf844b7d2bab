import type { FastifyPluginAsync } from 'fastify';
import { createApiGuard } from '../auth/api-guard.js';
import { userRoutes } from './user-routes.js';

/** Everything under /api: the guard hook is added here, so every resource module registered below is protected. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', createApiGuard(app));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(userRoutes, { prefix: '/api-retail/v2' });
};
