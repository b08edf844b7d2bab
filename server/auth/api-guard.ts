import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import type { AuthenticatedUser } from './token-service.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The caller a request's bearer token names, or null without a valid one (reason logged at info). */
export async function bearerCaller(app: FastifyInstance, request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (match?.[1] === undefined) return null;
  try {
    return await app.tokens.verifyAccessToken(match[1]);
  } catch (error) {
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'access token refused');
    return null;
  }
}

/**
 * onRequest hook for every /api route: a valid ES256 access token (issuer, audience api-retail, not expired)
 * or 401 error.unauthorized. Sets request.user.
 */
export function createApiGuard(app: FastifyInstance) {
  return async function apiGuard(request: FastifyRequest): Promise<void> {
    request.user = await bearerCaller(app, request);
    if (request.user === null) throw errors.unauthorized();
  };
}

/** The caller, for handlers behind the guard (which guarantees it is set). */
export function callerOf(request: FastifyRequest) {
  if (request.user === null) throw errors.unauthorized();
  return request.user;
}
