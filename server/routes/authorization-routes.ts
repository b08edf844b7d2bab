import type { FastifyPluginAsync } from 'fastify';
import { apiUrl } from '@ombudsportalen/portal/api';
import { authenticateUser } from '../auth/authenticate-user.js';
import { contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import { checkAuthorizeParams, findClient, trustedOrigins } from '../auth/clients.js';
import { deviceCookies, knownDeviceOf, loginBucket, rememberDevice } from '../auth/device-cookie.js';
import { loginLimiters } from '../auth/login-rate-limit.js';
import { issueCode, openFlow, startFlow } from '../auth/login-flow.js';

/** The JSON login of client portal-haapi (architecture.md, "Auth sequence" steps 2-3). */
export const authorizationRoutes: FastifyPluginAsync = async (app) => {
  await deviceCookies(app);
  const limiters = await loginLimiters(app, 'authenticate');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Request and answer shapes: schemas/api/auth.json (PKCE and client rules are checked in code: error.invalid-request).
  contractRoute(app, 'authorize', { bodyLimit: BODY_LIMITS.small }, async (request) => {
    const authorize = checkAuthorizeParams(request.body, false, trustedOrigins(app.config.publicOrigin, request));
    const flowId = await startFlow(app.repos, authorize, app.now());
    return {
      type: 'authentication-step',
      actions: [{
        template: 'form', kind: 'login',
        model: { href: apiUrl('authenticate', { flowId }), method: 'POST', fields: [{ name: 'userName' }, { name: 'password' }] },
      }],
    };
  });

  contractRoute(app, 'authenticate', {
    bodyLimit: BODY_LIMITS.small,
    onRequest: limiters.byIp,
    preHandler: limiters.byUsername((request) => loginBucket(app, request, (request.body as { userName: string }).userName)),
  }, async (request, reply) => {
    const flow = await openFlow(app.repos, request.params.flowId, 'portal-haapi', app.now());
    const client = findClient(flow.clientId);
    if (client === undefined) throw new Error(`Flow has unknown client ${flow.clientId}`);
    const device = await knownDeviceOf(app, request, request.body.userName);
    const user = await authenticateUser(app.repos, client, request.body.userName, request.body.password, app.now(), device?.hash);
    const code = await issueCode(app.repos, flow, user.username, app.now());
    await rememberDevice(app, request, reply, user.username);
    return { type: 'authorization-response', properties: { code, state: flow.state } };
  });
};
