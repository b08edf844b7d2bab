import type { FastifyRequest, RouteOptions } from 'fastify';
import { errors } from '../http/errors.js';
import { callerOf } from './api-guard.js';
import type { AuthenticatedUser } from './token-service.js';

// Marks a hook as an access rule, so route registration can prove every /api route declares one.
const ACCESS_RULE = Symbol.for('ombudsportalen.access-rule');

/** Whether the caller (request.session's: the store's roles and agency) may proceed; may read the path and the repositories. */
export type AccessCheck = (caller: AuthenticatedUser, request: FastifyRequest) => boolean | Promise<boolean>;

/**
 * A route-level onRequest hook enforcing one access rule: 403 error.forbidden when the check says no. It runs right
 * after the API guard, before the body is parsed or validated, so a refused caller learns nothing and costs little.
 */
export interface AccessGuard {
  (request: FastifyRequest): Promise<void>;
  readonly [ACCESS_RULE]: { readonly rule: string; readonly params: readonly string[] };
}

/** Builds a guard; `params` are the path parameters the check reads (verified against the route's URL). */
export function accessGuard(rule: string, allows: AccessCheck, params: readonly string[] = []): AccessGuard {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!(await allows(callerOf(request), request))) throw errors.forbidden();
  };
  return Object.assign(guard, { [ACCESS_RULE]: { rule, params } });
}

function isAccessGuard(value: unknown): value is AccessGuard {
  return typeof value === 'function' && ACCESS_RULE in value;
}

/** A path parameter as a string; '' when absent, which no rule accepts as an agency or partner. */
export function paramOf(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The access rules a route declares, in order. */
export function accessRulesOf(route: Pick<RouteOptions, 'onRequest'>): string[] {
  return [route.onRequest ?? []].flat().filter(isAccessGuard).map((guard) => guard[ACCESS_RULE].rule);
}

/**
 * onRoute hook for /api: deny by default. A route without an access guard, or whose guard reads a
 * path parameter the URL lacks, stops the app at start-up instead of serving an open endpoint.
 */
export function assertAccessDeclared(route: RouteOptions): void {
  const guards = [route.onRequest ?? []].flat().filter(isAccessGuard);
  const where = `${String(route.method)} ${route.url}`;
  if (guards.length === 0) throw new Error(`${where} declares no access rule: add onRequest: require…() from server/auth/agency-access.ts`);
  for (const guard of guards) {
    for (const param of guard[ACCESS_RULE].params) {
      if (!route.url.split('/').includes(`:${param}`)) {
        throw new Error(`${where}: access rule "${guard[ACCESS_RULE].rule}" reads :${param}, which the URL lacks`);
      }
    }
  }
}
