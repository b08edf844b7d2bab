import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../http/errors.js';
import { confirmsAccessBesideWork, pendingConfirmation, type PendingConfirmation } from './access-confirmation.js';
import { gateRefusal } from './gate-guard.js';
import type { AgencyRecord } from '../repositories/agency-repository.js';
import type { AuthenticatedUser } from './token-service.js';

const BEARER = 'Bearer ';
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** What follows "Bearer " in the Authorization header, its shape not checked: a remembered token matches exactly. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith(BEARER) === true ? header.slice(BEARER.length) : undefined;
}

/** What sessionIsLive reads, when all of it is kept under the change clock's newest reading. */
function keptSessionFacts(app: FastifyInstance, user: AuthenticatedUser, sessionId: string) {
  const holder = app.repos.refreshTokens.keptSessionHolder(sessionId);
  const record = app.repos.users.keptRecord(user.username);
  const agency = user.agencyNumber === '' ? undefined : app.repos.agencies.keptRecord(user.agencyNumber);
  if (holder === undefined || record === undefined || record.generation !== holder.generation) return undefined;
  if (user.agencyNumber !== '' && agency?.generation !== holder.generation) return undefined;
  return { generation: holder.generation, holder: holder.value, record: record.value, agency: agency?.value };
}

const holds = (holder: string | null, user: AuthenticatedUser) => holder !== null && holder.toUpperCase() === user.username.toUpperCase();

/**
 * Whether the token's session still stands (docs/security.md, finding 23.7): logout, a password change elsewhere, a
 * one-time password, a staff lock or a deletion ends it, and the token with it, before the token expires. With
 * `keptFacts` (a route that confirms access beside its work) a session live on facts kept under the clock's newest
 * reading passes at once, and the request waits for the confirming read before it answers (access-confirmation.ts).
 */
async function sessionIsLive(app: FastifyInstance, user: AuthenticatedUser, request: FastifyRequest, keptFacts = false): Promise<boolean> {
  if (user.sessionId === undefined) return false;
  // The caller's own agency, which most agency routes name: from the token, never from the path (not validated yet).
  const agencyNumber = user.agencyNumber;
  const kept = keptFacts ? keptSessionFacts(app, user, user.sessionId) : undefined;
  if (kept !== undefined && holds(kept.holder, user)) {
    request.callerRecord = kept.record;
    if (agencyNumber !== '') request.requestAgency = { agencyNumber, record: kept.agency };
    request.accessConfirmation = pendingConfirmation(app.store.changeClock, kept.generation);
    return true;
  }
  // Asked in the same turn, the reads share one change-clock read (on PostgreSQL a round trip); made after the request
  // arrived, they stand for the whole request (keptAgencyOf).
  const [holder, record, agency] = await Promise.all([
    app.repos.refreshTokens.liveSessionHolder(user.sessionId),
    app.repos.users.findByUsername(user.username),
    agencyNumber === '' ? undefined : app.repos.agencies.findKept(agencyNumber),
  ]);
  request.callerRecord = record;
  if (agencyNumber !== '') request.requestAgency = { agencyNumber, record: agency };
  return holds(holder, user);
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
  if (token === undefined || !COMPACT_JWS.test(token)) return null;
  let user: AuthenticatedUser;
  try {
    user = await app.tokens.verifyAccessToken(token);
  } catch (error) {
    return refuse(request, error instanceof Error ? error.message : String(error));
  }
  return await sessionIsLive(app, user, request, confirmsAccessBesideWork(request)) ? user : refuse(request, 'Session ended');
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
      request.user = await sessionIsLive(app, remembered, request, confirmsAccessBesideWork(request)) ? remembered : refuse(request, 'Session ended');
    } else {
      request.user = await bearerCaller(app, request);
    }
    if (request.user === null) throw errors.unauthorized();
  };
}

/**
 * Confirms a request let through on kept facts: whether the clock moved since they were kept, and if it did, the
 * refusal the guard's checks give on facts read now (undefined when they pass; the request's facts are then the new ones).
 */
async function confirmation(app: FastifyInstance, request: FastifyRequest, pending: PendingConfirmation): Promise<{ moved: boolean; refusal?: AppError }> {
  if (await pending.reading === pending.generation) return { moved: false };
  // The database changed after the facts were kept: the guard's checks again, on facts read now.
  const user = request.user;
  if (user === null || !(await sessionIsLive(app, user, request))) {
    refuse(request, 'Session ended');
    return { moved: true, refusal: errors.unauthorized() };
  }
  const gate = await gateRefusal(app, request);
  if (gate !== undefined) return { moved: true, refusal: gate };
  for (const recheck of pending.rechecks) if (!(await recheck())) return { moved: true, refusal: errors.forbidden() };
  return { moved: true };
}

const sameRecord = (a: object | undefined, b: object | undefined) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A handler's work on a route that confirms access beside its work, when its answer is made from the request's facts
 * (a report's subject and segment come from the agency's record): it runs at once, then waits for the confirmation.
 * A refusal on fresh facts is thrown; when the clock moved and the own agency's record read now is not the one the
 * work read (a write acknowledged before the request arrived may be missing from it), the work runs again on it.
 */
export async function workBesideConfirmation<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const pending = request.accessConfirmation;
  if (pending === null) return work();
  const used = request.requestAgency?.record;
  const outcome = await work().then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
  request.accessConfirmation = null; // confirmed here: the onSend hook lets the answer pass
  const { moved, refusal } = await confirmation(request.server, request, pending);
  if (refusal !== undefined) throw refusal;
  if (moved && !sameRecord(used, request.requestAgency?.record)) return work();
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * onSend hook for every /api route: the answer of a request the guard let through on kept facts leaves once the
 * confirming change-clock read is back, or is replaced by the refusal the guard's checks give on fresh facts (an
 * answer made before the handler ran, such as a body refused; the handler's own work confirms in workBesideConfirmation).
 */
export function createAccessConfirmation(app: FastifyInstance) {
  return function confirmAccess(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
    const pending = request.accessConfirmation;
    if (pending === null) {
      done(null, payload);
      return;
    }
    // Once: a refusal is answered through the error handler, whose answer passes this hook again.
    request.accessConfirmation = null;
    confirmation(app, request, pending).then(({ refusal }) => {
      if (refusal === undefined) {
        done(null, payload);
        return;
      }
      reply.removeHeader('content-disposition');
      done(refusal);
    }, (error: unknown) => done(error as Error));
  };
}

/** The caller, for handlers behind the guard (which guarantees it is set). */
export function callerOf(request: FastifyRequest) {
  if (request.user === null) throw errors.unauthorized();
  return request.user;
}
