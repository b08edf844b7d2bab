import type { FastifyPluginAsync } from 'fastify';
import { requireInternal } from '../auth/agency-access.js';
import { errors } from '../errors.js';
import { BODY_LIMITS } from './input-bounds.js';

const entrySchema = {
  type: 'object',
  required: ['agencyNumber', 'agencyName'],
  additionalProperties: false,
  properties: { agencyNumber: { type: 'string' }, agencyName: { type: 'string' } },
} as const;

/**
 * Internal staff's agency choice (spec part 1 §2 "Set agency number", §7 "Agency"), under /api/api-retail/v2/internal.
 * The server stays stateless: the SPA keeps the chosen number in its session and sends it on internal calls.
 */
export const internalAgencyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: string } }>('/agencies/overview', {
    onRequest: requireInternal(),
    schema: {
      querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 64 } } },
      response: { 200: { type: 'array', items: entrySchema } },
    },
  }, async (request) => app.repos.agencies.overview(request.query.q));

  // Path ours (the spec does not show it): checks the number and answers it with the agency's name.
  app.post<{ Body: { agencyNumber: string } }>('/agency-number', {
    onRequest: requireInternal(),
    bodyLimit: BODY_LIMITS.small,
    // A missing body is a missing field to the user, not a malformed request.
    preValidation: async (request) => { request.body ??= { agencyNumber: '' }; },
    schema: {
      body: {
        type: 'object', required: ['agencyNumber'],
        properties: { agencyNumber: { type: 'string', minLength: 1, maxLength: 32 } },
      },
      response: { 200: entrySchema },
    },
  }, async (request) => {
    const agencyNumber = request.body.agencyNumber.trim();
    if (agencyNumber === '') throw errors.fieldRequired('agencyNumber');
    const agency = app.repos.agencies.findByNumber(agencyNumber);
    if (agency === undefined) throw errors.agencyNotFound();
    return { agencyNumber: agency.agencyNumber, agencyName: agency.agencyName };
  });
};
