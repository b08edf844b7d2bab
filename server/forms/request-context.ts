import type { FastifyInstance } from 'fastify';
import { deriveSegment } from '@ombudsportalen/portal/access';
import { stockholmToday } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { AuthenticatedUser } from '../auth/token-service.js';

/** The Stockholm calendar day of the app's clock (yyyy-MM-dd). */
export function todayOf(app: FastifyInstance): string {
  return stockholmToday(app.now());
}

/**
 * The engine context for validating a caller's form on the server: the caller's roles, the segment of the agency
 * acted for (own, or the path's for internal staff) and the app's Stockholm day.
 */
export async function engineContextOf(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber = caller.agencyNumber): Promise<PortalContext> {
  const facts = agencyNumber === '' ? undefined : await app.repos.agencies.accessFactsOf(agencyNumber);
  return {
    roles: caller.roles, segment: deriveSegment(facts), agencyNumber: caller.agencyNumber,
    ...(agencyNumber !== caller.agencyNumber ? { selectedAgencyNumber: agencyNumber } : {}),
    today: todayOf(app),
  };
}
