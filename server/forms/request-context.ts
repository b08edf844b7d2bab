import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveSegment } from '@ombudsportalen/portal/access';
import { stockholmToday } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { agencyFactsOf, callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import type { AgencyAccessFacts } from '../repositories/agency-repository.js';

/** The Stockholm calendar day of the app's clock (yyyy-MM-dd). */
export function todayOf(app: FastifyInstance): string {
  return stockholmToday(app.now());
}

/**
 * The engine context for validating a caller's form on the server: the caller's roles, the segment of the agency
 * acted for (own, or the path's for internal staff) and the app's Stockholm day.
 */
export async function engineContextOf(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber = caller.agencyNumber): Promise<PortalContext> {
  return contextOf(app, caller, agencyNumber, agencyNumber === '' ? undefined : await app.repos.agencies.accessFactsOf(agencyNumber));
}

/** engineContextOf for a request's caller: their own agency is the API guard's read of the request, not another query. */
export async function requestEngineContext(request: FastifyRequest, agencyNumber: string): Promise<PortalContext> {
  return contextOf(request.server, callerOf(request), agencyNumber, agencyNumber === '' ? undefined : await agencyFactsOf(request, agencyNumber));
}

function contextOf(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber: string, facts: Readonly<AgencyAccessFacts> | undefined): PortalContext {
  return {
    roles: caller.roles, segment: deriveSegment(facts), agencyNumber: caller.agencyNumber,
    ...(agencyNumber !== caller.agencyNumber ? { selectedAgencyNumber: agencyNumber } : {}),
    today: todayOf(app),
  };
}
