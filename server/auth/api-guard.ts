import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';
import type { AgencyRecord } from '../repositories/agency-repository.js';
import type { AuthenticatedUser } from './token-service.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Whether the token's session still stands (docs/security.md, finding 23.7): logout, a password change elsewhere, a
 * one-time password, a staff lock or a deletion ends it, and the token with it, before the token expires.
 */
async function sessionIsLive(app: FastifyInstance, user: AuthenticatedUser, request: FastifyRequest): Promise<boolean> {
  if (user.sessionId === undefined) return false;
  // The caller's own agency, which most agency routes name: from the token, never from the path (not validated yet).
  const agencyNumber = user.agencyNumber;
  // Asked in the same turn, the reads share one change-clock read (on PostgreSQL a round trip); made after the request
  // arrived, they stand for the whole request (keptAgencyOf).
  const [holder, record, agency] = await Promise.all([
    app.repos.refreshTokens.liveSessionHolder(user.sessionId),
    app.repos.users.findByUsername(user.username),
    agencyNumber === '' ? undefined : app.repos.agencies.findKept(agencyNumber),
  ]);
  request.callerRecord = record;
  if (agencyNumber !== '') request.requestAgency = { agencyNumber, record: agency };
  return holder !== null && holder.toUpperCase() === user.username.toUpperCase();
}

/** An agency's kept record for this request: the one the API guard read when it is that agency, else read now. */
export function keptAgencyOf(request: FastifyRequest, agencyNumber: string): Promise<Readonly<AgencyRecord> | undefined> {
  const read = request.requestAgency;
  if (read?.agencyNumber === agencyNumber) return Promise.resolve(read.record);
  return request.server.repos.agencies.findKept(agencyNumber);
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
  return await sessionIsLive(app, user, request) ? user : refuse(request, 'Session ended');
}

/**
 * onRequest hook for every /api route: a valid ES256 access token (issuer, audience api-retail, not expired) whose
 * session is live, or 401 error.unauthorized. Sets request.user.
 */
export function createApiGuard(app: FastifyInstance) {
  // A token that verified before (and has not expired) skips the signature check; its session is looked up each time.
  return async function apiGuard(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const remembered = token === undefined ? undefined : app.tokens.rememberedCaller(token);
    if (remembered !== undefined) {
      request.user = await sessionIsLive(app, remembered, request) ? remembered : refuse(request, 'Session ended');
    } else {
      request.user = await bearerCaller(app, request);
    }
    if (request.user === null) throw errors.unauthorized();
  };
}

/** The caller, for handlers behind the guard (which guarantees it is set). */
export function callerOf(request: FastifyRequest) {
  if (request.user === null) throw errors.unauthorized();
  return request.user;
}
