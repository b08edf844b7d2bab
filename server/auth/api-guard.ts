import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errors } from '../http/errors.js';
import type { AuthenticatedUser } from './token-service.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Whether the token's session still stands (docs/security.md, finding 23.7): logout, a password change elsewhere, a
 * one-time password, a staff lock or a deletion ends it, and the token with it, before the token expires.
 */
function sessionIsLive(app: FastifyInstance, user: AuthenticatedUser): boolean {
  if (user.sessionId === undefined) return false;
  const holder = app.repos.refreshTokens.liveSessionHolder(user.sessionId);
  return holder !== null && holder.toUpperCase() === user.username.toUpperCase();
}

function refuse(request: FastifyRequest, reason: string): null {
  request.log.info({ reason }, 'access token refused');
  return null;
}

/** The caller a request's bearer token names, or null without a valid one (reason logged at info). */
export async function bearerCaller(app: FastifyInstance, request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  let user: AuthenticatedUser;
  try {
    user = await app.tokens.verifyAccessToken(token);
  } catch (error) {
    return refuse(request, error instanceof Error ? error.message : String(error));
  }
  return sessionIsLive(app, user) ? user : refuse(request, 'Session ended');
}

/**
 * onRequest hook for every /api route: a valid ES256 access token (issuer, audience api-retail, not expired) whose
 * session is live, or 401 error.unauthorized. Sets request.user.
 */
export function createApiGuard(app: FastifyInstance) {
  // A callback hook: a token that verified before (and has not expired) passes synchronously, with no promise.
  return function apiGuard(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const token = bearerToken(request);
    const remembered = token === undefined ? undefined : app.tokens.rememberedCaller(token);
    if (remembered !== undefined) {
      const live = sessionIsLive(app, remembered);
      request.user = live ? remembered : refuse(request, 'Session ended');
      done(live ? undefined : errors.unauthorized());
      return;
    }
    bearerCaller(app, request).then((user) => {
      request.user = user;
      done(user === null ? errors.unauthorized() : undefined);
    }, done);
  };
}

/** The caller, for handlers behind the guard (which guarantees it is set). */
export function callerOf(request: FastifyRequest) {
  if (request.user === null) throw errors.unauthorized();
  return request.user;
}
