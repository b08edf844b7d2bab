import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireInternal, requireOwnAgency } from '../auth/agency-access.js';
import { keptAgencyOf } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import { etagOf, toAgencyInfoResponse } from './agency-info-response.js';
import { contractRoute } from '../http/contract-route.js';

/** What Fastify sets for a serialised object: a string sent with it is sent as it is. */
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * GET agency info (spec part 1 §7 "Agency"): agency staff for their own agency, RETAIL for agencies of their chain,
 * internal staff through /internal. No menu rule: every agency role needs it to build the shell.
 */
export const agencyInfoRoutes: FastifyPluginAsync = async (app) => {
  const answerer = () => {
    // The answer made once per kept agency record (a new record after any database change): the segment, the ETag
    // and the contract's serialiser (its allow-list) run once, not per request (bench:load figure 1).
    const answers = new WeakMap<object, { etag: string; body: string | Buffer | ArrayBuffer }>();
    return async (request: FastifyRequest, agencyNumber: string, reply: FastifyReply) => {
      // Runs after the access rule, so a 404 here tells nothing to someone outside the agency.
      const agency = await keptAgencyOf(request, agencyNumber);
      if (agency === undefined) throw errors.agencyNotFound();
      let answer = answers.get(agency);
      if (answer === undefined) {
        answer = { etag: etagOf(agency), body: reply.serialize(toAgencyInfoResponse(agency)) };
        answers.set(agency, answer);
      }
      return reply.header('etag', answer.etag).type(JSON_UTF8).send(answer.body);
    };
  };
  const own = answerer();
  contractRoute(app, 'getAgencyInfo', { onRequest: requireOwnAgency({ chain: true }) },
    async (request, reply) => own(request, request.params.agencyNumber, reply));
  const internal = answerer();
  contractRoute(app, 'getInternalAgencyInfo', { onRequest: requireInternal() },
    async (request, reply) => internal(request, request.params.agencyNumber, reply));
};
