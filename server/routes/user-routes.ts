import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { setEtag } from '../http/preconditions.js';
import { requireAuthenticated, requireChainUser, requireOwnAgency, requirePartner, requireSelf } from '../auth/agency-access.js';
import { callerOf, sessionOf } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { authorizeStaff } from '../staff/staff-access.js';
import { toStaffUser } from '../staff/staff-user.js';
import { contractRoute } from '../http/contract-route.js';
import { toUserResponse } from './user-response.js';

/** GET the caller (/me) and the spec's user reads (§7) under /api/api-retail/v2. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const load = async (username: string): Promise<UserRecord> => {
    const user = await app.repos.users.findByUsername(username);
    if (user === undefined) throw errors.notFound();
    return user;
  };
  // Every user read carries the row version as a strong ETag; saves send it back in If-Match (own-user-routes.ts).
  const answer = (user: UserRecord, reply: FastifyReply) => {
    setEtag(reply, user.version);
    return toUserResponse(user);
  };

  // The record the API guard read with the session (a read made after this request arrived).
  contractRoute(app, 'getMe', { onRequest: requireAuthenticated() }, async (request, reply) => answer(sessionOf(request).record, reply));

  // Oneself: the own record. A colleague: a staff read (authorizeStaff: gates, /personal, same agency), answered as the
  // staff card shows it (StaffUser: no personal number, the mobile only for internal callers).
  contractRoute(app, 'getAgencyUser', { onRequest: requireOwnAgency({ param: 'agency' }) }, async (request, reply) => {
    const caller = callerOf(request);
    if (request.params.username.toUpperCase() !== caller.username.toUpperCase()) {
      const { target } = await authorizeStaff(request, request.params.agency, { kind: 'read', username: request.params.username });
      setEtag(reply, target.version);
      return toStaffUser(target, caller, app.now());
    }
    const user = await load(request.params.username);
    if (user.agencyNumber !== request.params.agency) throw errors.notFound();
    return answer(user, reply);
  });

  contractRoute(app, 'getPartnerUser', { onRequest: [requirePartner(), requireSelf()] }, async (request, reply) => {
    const user = await load(request.params.username);
    // The token's partner role and the stored partner should agree; if not, the record is not this partner's.
    if (user.partner?.toUpperCase() !== request.params.partner.toUpperCase()) throw errors.notFound();
    return answer(user, reply);
  });

  contractRoute(app, 'getChainUser', { onRequest: [requireChainUser(), requireSelf()] },
    async (request, reply) => answer(await load(request.params.username), reply));
};
