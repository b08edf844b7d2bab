import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../http/errors.js';
import { authenticateUser } from '../auth/authenticate-user.js';
import type { AuthorizeParams } from '@ombudsportalen/portal/api';
import { checkAuthorizeParams, findClient, trustedOrigins } from '../auth/clients.js';
import { INTERNAL_CALLBACK_SCRIPT, renderCallbackPage, renderErrorPage, renderLoginPage } from '../auth/internal-login-page.js';
import { issueCode, openFlow, startFlow } from '../auth/login-flow.js';
import { deviceCookies, knownDeviceOf, loginBucket, rememberDevice } from '../auth/device-cookie.js';
import { loginLimiters } from '../auth/login-rate-limit.js';

interface LoginForm {
  flow_id?: string;
  username?: string;
  password?: string;
}

const text = { type: 'string', maxLength: 2048 } as const;
const loginQuerySchema = {
  type: 'object',
  properties: { client_id: text, response_type: text, redirect_uri: text, code_challenge: text, code_challenge_method: text, state: text },
} as const;
const loginFormSchema = {
  type: 'object',
  properties: { flow_id: { type: 'string', maxLength: 64 }, username: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 256 } },
} as const;

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** The authorization server's own HTML login for client portal-internal (ADMIN, SALJCOACH). */
export const internalLoginRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 8192 });
  await deviceCookies(app);
  const limiters = await loginLimiters(app, 'internal-login');
  const byUsername = limiters.byUsername((request) => loginBucket(app, request, (request.body as LoginForm).username ?? ''));

  // response_type defaults to code: the SPA's window URL (architecture.md) does not carry it.
  app.get<{ Querystring: AuthorizeParams }>('/oauth/v2/login', { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
    const params = { response_type: 'code', ...request.query };
    const authorize = checkAuthorizeParams(params, true, trustedOrigins(app.config.publicOrigin, request));
    return html(reply, 200, renderLoginPage(await startFlow(app.repos, authorize, app.now())));
  });

  app.post<{ Body: LoginForm }>('/oauth/v2/login', { schema: { body: loginFormSchema } }, async (request, reply) => {
    const { flow_id: flowId = '', username = '', password = '' } = request.body;
    try {
      await limiters.byIp(request, reply);
      await byUsername(request, reply);
    } catch (error) {
      if (error instanceof AppError) return html(reply, error.statusCode, renderLoginPage(flowId, error.message, username));
      throw error;
    }
    let flow;
    try {
      flow = await openFlow(app.repos, flowId, 'portal-internal', app.now());
    } catch (error) {
      if (error instanceof AppError) return html(reply, 400, renderErrorPage(error.message));
      throw error;
    }
    if (username.trim() === '' || password === '') {
      return html(reply, 400, renderLoginPage(flowId, 'Fyll i användarnamn och lösenord.', username));
    }
    const client = findClient(flow.clientId);
    if (client === undefined) throw new Error(`Flow has unknown client ${flow.clientId}`);
    try {
      const user = await authenticateUser(app.repos, client, username, password, app.now(), (await knownDeviceOf(app, request, username))?.hash);
      const code = await issueCode(app.repos, flow, user.username, app.now());
      await rememberDevice(app, request, reply, user.username);
      return html(reply, 200, renderCallbackPage(code, flow.state, new URL(flow.redirectUri).origin));
    } catch (error) {
      if (error instanceof AppError) return html(reply, 400, renderLoginPage(flowId, error.message, username));
      throw error;
    }
  });

  app.get('/oauth/v2/assets/internal-callback.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(INTERNAL_CALLBACK_SCRIPT));
};
