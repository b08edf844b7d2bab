import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireInternal, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { errors } from '../errors.js';
import { agencyInfoResponseSchema, etagOf, toAgencyInfoResponse, type AgencyInfoResponse } from './agency-info-response.js';

export const agencyNumberParam = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;

const schema = {
  params: { type: 'object', required: ['agencyNumber'], properties: { agencyNumber: agencyNumberParam } },
  response: { 200: agencyInfoResponseSchema },
};

type InfoRoute = { Params: { agencyNumber: string } };

/**
 * GET agency info (spec part 1 §7 "Agency"): agency staff for their own agency, RETAIL for agencies of their chain,
 * internal staff through /internal. No menu rule: every agency role needs it to build the shell.
 */
export const agencyInfoRoutes: FastifyPluginAsync = async (app) => {
  const handler = async (agencyNumber: string, reply: FastifyReply): Promise<AgencyInfoResponse> => {
    // Runs after the access rule, so a 404 here tells nothing to someone outside the agency.
    const agency = app.repos.agencies.findByNumber(agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    void reply.header('etag', etagOf(agency));
    return toAgencyInfoResponse(agency);
  };
  const route = (url: string, guard: AccessGuard) =>
    app.get<InfoRoute>(url, { onRequest: guard, schema }, async (request, reply) => handler(request.params.agencyNumber, reply));

  route('/agencies/:agencyNumber/info', requireOwnAgency({ chain: true }));
  route('/internal/agencies/:agencyNumber/info', requireInternal());
};
