import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { setEtag } from '../account/preconditions.js';
import { requireAuthenticated, requireChainUser, requireOwnAgency, requirePartner, requireSelf } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { contractRoute } from './contract-route.js';
import { toUserResponse } from './user-response.js';

/** GET the caller (/me) and the spec's user reads (§7) under /api/api-retail/v2. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const load = (username: string): UserRecord => {
    const user = app.repos.users.findByUsername(username);
    if (user === undefined) throw errors.notFound();
    return user;
  };
  // Every user read carries the row version as a strong ETag; saves send it back in If-Match (own-user-routes.ts).
  const answer = (user: UserRecord, reply: FastifyReply) => {
    setEtag(reply, user.version);
    return toUserResponse(user);
  };

  contractRoute(app, 'getMe', { onRequest: requireAuthenticated() },
    async (request, reply) => answer(load(callerOf(request).username), reply));

  contractRoute(app, 'getAgencyUser', { onRequest: [requireOwnAgency({ param: 'agency' }), requireSelf({ orDecision: 'readsColleagues' })] },
    async (request, reply) => {
      const user = load(request.params.username);
      if (user.agencyNumber !== request.params.agency) throw errors.notFound();
      return answer(user, reply);
    });

  contractRoute(app, 'getPartnerUser', { onRequest: [requirePartner(), requireSelf()] }, async (request, reply) => {
    const user = load(request.params.username);
    // The token's partner role and the stored partner should agree; if not, the record is not this partner's.
    if (user.partner?.toUpperCase() !== request.params.partner.toUpperCase()) throw errors.notFound();
    return answer(user, reply);
  });

  contractRoute(app, 'getChainUser', { onRequest: [requireChainUser(), requireSelf()] },
    async (request, reply) => answer(load(request.params.username), reply));
};
