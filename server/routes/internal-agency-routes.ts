import type { FastifyPluginAsync } from 'fastify';
import { requireInternal } from '../auth/agency-access.js';
import { errors } from '../http/errors.js';
import { contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';

/**
 * Internal staff's agency choice (spec part 1 §2 "Set agency number", §7 "Agency"), under /api/api-retail/v2/internal.
 * The server stays stateless: the SPA keeps the chosen number in its session and sends it on internal calls.
 */
export const internalAgencyRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, 'getAgencyOverview', { onRequest: requireInternal() }, async (request) => app.repos.agencies.overview(request.query.q));

  contractRoute(app, 'setAgencyNumber', {
    onRequest: requireInternal(),
    bodyLimit: BODY_LIMITS.small,
    // A missing body is a missing field to the user, not a malformed request.
    preValidation: async (request) => { request.body ??= { agencyNumber: '' }; },
  }, async (request) => {
    const agencyNumber = request.body.agencyNumber.trim();
    if (agencyNumber === '') throw errors.fieldRequired('agencyNumber');
    const agency = await app.repos.agencies.findByNumber(agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return { agencyNumber: agency.agencyNumber, agencyName: agency.agencyName };
  });
};
