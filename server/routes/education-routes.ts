import type { FastifyPluginAsync } from 'fastify';
import { sameUsername } from '@ombudsportalen/portal/access';
import { requireAgencyStaff, requireMenuAccess } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../http/errors.js';
import { educationStatus, toCourseView } from '../learning/education-status.js';
import { LEARNING_AUDIENCE, learningTokensOf, SSO_TOKEN_TTL_S } from '../learning/learning-tokens.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';


/**
 * The caller's own education (spec part 2 §3, §7): status and courses for agency staff (EKONOMI and DIGITAL/TRACK
 * shops included: the server answers, the client decides whether to ask), and the learning-service token.
 */
export const educationRoutes: FastifyPluginAsync = async (app) => {
  const tokens = learningTokensOf(app);
  const self = async (caller: AuthenticatedUser, username: string): Promise<UserRecord> => {
    if (!sameUsername(username, caller.username)) throw errors.forbidden();
    const user = await app.repos.users.findByUsername(caller.username);
    if (user === undefined) throw errors.notFound();
    return user;
  };

  // The spec writes the path with a trailing slash; the contract's alias answers without it too.
  contractRoute(app, 'educationStatus', { onRequest: requireAgencyStaff(), bodyLimit: BODY_LIMITS.small }, async (request) => {
    const caller = callerOf(request);
    const user = await self(caller, request.body.username);
    const { personId, agencyNumber } = request.body;
    // chainId is informational: the chain is the agency's, which the server knows.
    if (agencyNumber !== caller.agencyNumber || (personId && personId !== user.personId)) throw errors.forbidden();
    return educationStatus(await app.repos.learning.mandatoryResults(user.username));
  });

  contractRoute(app, 'courseDetails', { onRequest: requireAgencyStaff(), bodyLimit: BODY_LIMITS.small },
    async (request) => (await app.repos.learning.mandatoryResults((await self(callerOf(request), request.body.username)).username)).map(toCourseView));

  contractRoute(app, 'learningToken', { onRequest: [requireAgencyStaff(), requireMenuAccess('/utbildning')], bodyLimit: BODY_LIMITS.small }, async (request) => {
    const caller = callerOf(request);
    const user = await self(caller, caller.username);
    const { socialSecurityNumber, personId, agencyNumber } = request.body;
    // The token is for the caller only: the body must name the caller's own person and agency.
    const own = user.socialSecurityNumber !== null && socialSecurityNumber === user.socialSecurityNumber
      && user.personId !== null && personId === user.personId && agencyNumber === caller.agencyNumber;
    if (!own) throw errors.forbidden();
    const token = await tokens.issue(LEARNING_AUDIENCE, user.username, SSO_TOKEN_TTL_S, { personId, agencyNumber });
    return { token };
  });
};
