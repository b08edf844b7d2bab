import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireInternal, requireOwnAgency } from '../auth/agency-access.js';
import { errors } from '../errors.js';
import { etagOf, toAgencyInfoResponse } from './agency-info-response.js';
import { contractRoute } from './contract-route.js';

/**
 * GET agency info (spec part 1 §7 "Agency"): agency staff for their own agency, RETAIL for agencies of their chain,
 * internal staff through /internal. No menu rule: every agency role needs it to build the shell.
 */
export const agencyInfoRoutes: FastifyPluginAsync = async (app) => {
  const handler = async (agencyNumber: string, reply: FastifyReply) => {
    // Runs after the access rule, so a 404 here tells nothing to someone outside the agency.
    const agency = app.repos.agencies.findByNumber(agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    void reply.header('etag', etagOf(agency));
    return toAgencyInfoResponse(agency);
  };
  contractRoute(app, 'getAgencyInfo', { onRequest: requireOwnAgency({ chain: true }) },
    async (request, reply) => handler(request.params.agencyNumber, reply));
  contractRoute(app, 'getInternalAgencyInfo', { onRequest: requireInternal() },
    async (request, reply) => handler(request.params.agencyNumber, reply));
};
