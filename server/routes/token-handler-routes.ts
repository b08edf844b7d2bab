import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, errors } from '../http/errors.js';
import { contractRoute } from '../http/contract-route.js';
import { redeemCode } from '../auth/code-exchange.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/refresh-cookie.js';
import { refreshSuccessors, revokeFamilyOf, rotate, startFamily } from '../auth/refresh-sessions.js';

/** The token handler (architecture.md steps 4-6): tokens for the SPA, refresh token only as an HttpOnly cookie. */
export const tokenHandlerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 8192 });
  const origin = app.config.publicOrigin;
  const successors = refreshSuccessors(app.signingKeys);

  // A custom header cannot be sent by a cross-site form or a simple request: CSRF protection for all three calls.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.headers['x-portal-csrf'] !== '1') throw errors.csrf();
  });

  // Request and answer shapes: schemas/api/auth.json.
  contractRoute(app, 'exchangeCode', {}, async (request, reply) => {
    const now = app.now();
    const { user, clientId, codeHash } = await redeemCode(app.repos, request.body, now);
    const refresh = await startFamily(app.repos, user.username, clientId, codeHash, now);
    setRefreshCookie(reply, origin, refresh.token, refresh.familyExpiresAt - now.getTime());
    return { access_token: await app.tokens.issueAccessToken(user, refresh.familyId), id_token: await app.tokens.issueIdToken(user, clientId) };
  });

  contractRoute(app, 'refreshAccessToken', {}, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    // No cookie is the normal first visit, not an error: 204 "no session", so a cold page load logs no 401.
    if (presented === undefined || presented === '') return reply.code(204).send();
    try {
      const now = app.now();
      const next = await rotate(app.repos, successors, presented, now);
      setRefreshCookie(reply, origin, next.token, next.familyExpiresAt - now.getTime());
      return { accessToken: await app.tokens.issueAccessToken(next.user, next.familyId) };
    } catch (error) {
      // A refused cookie is useless from now on: drop it so the browser stops sending it.
      if (error instanceof AppError && error.statusCode === 401) clearRefreshCookie(reply, origin);
      throw error;
    }
  });

  contractRoute(app, 'tokenHandlerLogout', {}, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented !== undefined && presented !== '') await revokeFamilyOf(app.repos, presented, app.now());
    clearRefreshCookie(reply, origin);
    return reply.code(204).send();
  });
};
