import type { FastifyPluginAsync } from 'fastify';
import { authenticateUser } from './authenticate-user.js';
import { checkAuthorizeParams, findClient, trustedOrigins, type AuthorizeParams } from './clients.js';
import { BODY_LIMITS } from '../routes/input-bounds.js';
import { loginLimiters } from './login-rate-limit.js';
import { issueCode, openFlow, startFlow } from './login-flow.js';

const text = { type: 'string', maxLength: 2048 } as const;

const authorizeSchema = {
  // Only types here: PKCE and client rules are checked in code so they answer error.invalid-request.
  body: {
    type: 'object',
    properties: { client_id: text, response_type: text, redirect_uri: text, code_challenge: text, code_challenge_method: text, state: text },
  },
} as const;

const authenticateSchema = {
  params: { type: 'object', required: ['flowId'], properties: { flowId: { type: 'string', maxLength: 64 } } },
  body: {
    type: 'object',
    required: ['userName', 'password'],
    properties: { userName: { type: 'string', minLength: 1, maxLength: 64 }, password: { type: 'string', minLength: 1, maxLength: 256 } },
  },
} as const;

/** The JSON login of client portal-haapi (architecture.md, "Auth sequence" steps 2-3). */
export const authorizationRoutes: FastifyPluginAsync = async (app) => {
  const limiters = await loginLimiters(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: AuthorizeParams }>('/oauth/v2/authorize', { schema: authorizeSchema, bodyLimit: BODY_LIMITS.small }, async (request) => {
    const authorize = checkAuthorizeParams(request.body, false, trustedOrigins(app.config.publicOrigin, request));
    const flowId = startFlow(app.repos, authorize, app.now());
    return {
      type: 'authentication-step',
      actions: [{
        template: 'form', kind: 'login',
        model: { href: `/oauth/v2/authenticate/${flowId}`, method: 'POST', fields: [{ name: 'userName' }, { name: 'password' }] },
      }],
    };
  });

  app.post<{ Params: { flowId: string }; Body: { userName: string; password: string } }>(
    '/oauth/v2/authenticate/:flowId', {
      schema: authenticateSchema, bodyLimit: BODY_LIMITS.small,
      onRequest: limiters.byIp,
      preHandler: limiters.byUsername((request) => (request.body as { userName: string }).userName),
    }, async (request) => {
      const flow = openFlow(app.repos, request.params.flowId, 'portal-haapi', app.now());
      const client = findClient(flow.clientId);
      if (client === undefined) throw new Error(`Flow has unknown client ${flow.clientId}`);
      const user = await authenticateUser(app.repos, client, request.body.userName, request.body.password, app.now());
      const code = issueCode(app.repos, flow, user.username, app.now());
      return { type: 'authorization-response', properties: { code, state: flow.state } };
    });
};
