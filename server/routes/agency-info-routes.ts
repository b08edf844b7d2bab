import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireInternal, requireOwnAgency } from '../auth/agency-access.js';
import { agencyRecordOf, READS_WHOLE_AGENCY } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import { etagOf, toAgencyInfoResponse } from './agency-info-response.js';
import { contractRoute } from '../http/contract-route.js';

/**
 * GET agency info (spec part 1 §7 "Agency"): agency staff for their own agency, RETAIL for agencies of their chain,
 * internal staff through /internal. No menu rule: every agency role needs it to build the shell.
 */
export const agencyInfoRoutes: FastifyPluginAsync = async (app) => {
  const answer = async (request: FastifyRequest, agencyNumber: string, reply: FastifyReply) => {
    // Runs after the access rule, so a 404 here tells nothing to someone outside the agency.
    const agency = await agencyRecordOf(request, agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return reply.header('etag', etagOf(agency)).send(toAgencyInfoResponse(agency));
  };
  contractRoute(app, 'getAgencyInfo', { onRequest: requireOwnAgency({ chain: true }), config: READS_WHOLE_AGENCY },
    async (request, reply) => answer(request, request.params.agencyNumber, reply));
  contractRoute(app, 'getInternalAgencyInfo', { onRequest: requireInternal(), config: READS_WHOLE_AGENCY },
    async (request, reply) => answer(request, request.params.agencyNumber, reply));
};
