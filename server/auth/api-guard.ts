import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveSegment, type Segment } from '@ombudsportalen/portal/access';
import { errors } from '../http/errors.js';
import type { AgencyAccessFacts, AgencyRecord } from '../repositories/agency-repository.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { refusalAtGate } from './gate-guard.js';
import type { AuthenticatedUser } from './token-service.js';

const BEARER = 'Bearer ';
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * A route's config for a route that answers with the caller's whole agency record (agency info, shop details): the
 * guard's one read then selects the whole row; every other route's read selects only the access facts.
 */
export const READS_WHOLE_AGENCY = { readsWholeAgency: true } as const;

const readsWholeAgency = (request: FastifyRequest): boolean => request.routeOptions.config?.readsWholeAgency === true;

/**
 * What every access decision of an /api request reads (request.session): the caller as the store holds them when the
 * request arrived, never the token's claims (docs/security.md, issue 37 item 15). The token names the user and the
 * session; roles, agency, chain, lock and gates are the store's.
 */
export interface RequestSession {
  /** The caller: username and session from the token, roles, agency and chain from the store. */
  readonly user: AuthenticatedUser;
  /** The caller's user record (the gates, /me). */
  readonly record: Readonly<UserRecord>;
  /** The caller's own agency's access facts (the whole record on a READS_WHOLE_AGENCY route); undefined without one. */
  readonly agency: Readonly<AgencyAccessFacts> | Readonly<AgencyRecord> | undefined;
  /** The segment of the caller's own agency (the menu rules). */
  readonly segment: Segment;
  /** The store's change-clock reading taken by the guard's read (ChangeClock's `observed`): kept reads check it without a round trip. */
  readonly clockReading?: string;
}

/** What follows "Bearer " in the Authorization header, its shape checked before any signature work. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.startsWith(BEARER) === true ? header.slice(BEARER.length) : undefined;
  return token !== undefined && COMPACT_JWS.test(token) ? token : undefined;
}

function refuse(request: FastifyRequest, reason: string): null {
  request.log.info({ reason }, 'access token refused');
  return null;
}

/**
 * The session a request's bearer token names, read now in one query (session ⋈ user ⋈ agency), or null without a valid
 * token or once the session ended (logout, a password change elsewhere, a one-time password, a staff lock, a deletion:
 * docs/security.md, finding 23.7). Reason logged at info.
 */
export async function bearerSession(app: FastifyInstance, request: FastifyRequest): Promise<RequestSession | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  let claims: AuthenticatedUser;
  try {
    claims = await app.tokens.verifyAccessToken(token);
  } catch (error) {
    return refuse(request, error instanceof Error ? error.message : String(error));
  }
  const live = claims.sessionId === undefined ? undefined
    : await app.repos.refreshTokens.liveSession(claims.sessionId, readsWholeAgency(request) ? 'whole' : 'facts');
  if (live === undefined || live.user.username.toUpperCase() !== claims.username.toUpperCase()) return refuse(request, 'Session ended');
  const session = sessionOfRecord(live.user, live.agency, claims.sessionId);
  return live.clockReading === undefined ? session : { ...session, clockReading: live.clockReading };
}

/** The session of a user as the store holds them now (a request's, or a subscription run's, which has no login session). */
export function sessionOfRecord(record: Readonly<UserRecord>, agency: RequestSession['agency'], sessionId?: string): RequestSession {
  const user: AuthenticatedUser = {
    username: record.username, roles: record.roles, agencyNumber: record.agencyNumber ?? '', storeChainId: record.storeChainId,
    givenName: record.firstname, familyName: record.lastname, ...(sessionId === undefined ? {} : { sessionId }),
  };
  return { user, record, agency, segment: deriveSegment(agency) };
}

/**
 * onRequest hook for every /api route, before any route hook: a valid ES256 access token (issuer, audience api-retail,
 * not expired) whose session is live, or 401 error.unauthorized; then the caller's gate (403 error.gate.*). Sets
 * request.session, which every access rule and handler reads.
 */
export function createApiGuard(app: FastifyInstance) {
  return async function apiGuard(request: FastifyRequest): Promise<void> {
    const session = await bearerSession(app, request);
    if (session === null) throw errors.unauthorized();
    request.session = session;
    // Forced password change and pending GDPR acceptance restrict the API, not only the browser (docs/security.md).
    const gate = refusalAtGate(request, session.record);
    if (gate !== undefined) throw gate;
  };
}

/** The request's session, for hooks and handlers behind the guard (which guarantees it is set). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (request.session === null) throw errors.unauthorized();
  return request.session;
}

/** The caller, as the store holds them (sessionOf). */
export function callerOf(request: FastifyRequest): AuthenticatedUser {
  return sessionOf(request).user;
}

/** An agency's access facts for this request: the caller's own from the session, any other read now. */
export function agencyFactsOf(request: FastifyRequest, agencyNumber: string): Promise<Readonly<AgencyAccessFacts> | undefined> {
  const own = request.session?.agency;
  if (own?.agencyNumber === agencyNumber) return Promise.resolve(own);
  return request.server.repos.agencies.accessFactsOf(agencyNumber);
}

/** An agency's whole record for this request: the caller's own from the session on a READS_WHOLE_AGENCY route, else read now. */
export function agencyRecordOf(request: FastifyRequest, agencyNumber: string): Promise<Readonly<AgencyRecord> | undefined> {
  const own = request.session?.agency;
  if (own?.agencyNumber === agencyNumber && 'version' in own) return Promise.resolve(own);
  return request.server.repos.agencies.findByNumber(agencyNumber);
}
