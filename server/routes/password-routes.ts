import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { partnerIdOf, sameUsername } from '@ombudsportalen/portal/access';
import { changeOwnPassword } from '../account/change-password.js';
import { setEtag } from '../http/preconditions.js';
import { requireAgencyStaff, requireChainUser, requireMenuAccess, requirePartnerUser, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../http/errors.js';
import { type ContractRequest, contractOf, contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';

type PasswordChangeEndpoint = 'changeAgencyPassword' | 'changePartnerPassword' | 'changeChainPassword';


/**
 * Password change (spec part 1 §7 "Users and account", §8): agency staff, partner users and chain users change their
 * own password only. 204 with the user's new ETag; a refused new password is 417 { code, message }.
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const change = async (request: ContractRequest<PasswordChangeEndpoint>, reply: FastifyReply, ownsTarget: boolean) => {
    const caller = callerOf(request);
    // Only one's own password: the body must name the caller (and their agency or partner).
    if (!sameUsername(request.body.username, caller.username) || !ownsTarget) throw errors.forbidden();
    setEtag(reply, await changeOwnPassword(app, caller, contractOf(request) as PasswordChangeEndpoint, request.body));
    return reply.code(204).send();
  };
  const rules = (guard: AccessGuard) => ({ onRequest: [guard, requireMenuAccess('/losenord')], bodyLimit: BODY_LIMITS.small });

  contractRoute(app, 'changeAgencyPassword', rules(requireAgencyStaff()),
    async (request, reply) => change(request, reply, request.body.agencyNumber === callerOf(request).agencyNumber));
  contractRoute(app, 'changePartnerPassword', rules(requirePartnerUser()),
    async (request, reply) => change(request, reply, sameUsername(request.body.partner, partnerIdOf(callerOf(request).roles))));
  contractRoute(app, 'changeChainPassword', rules(requireChainUser()), async (request, reply) => change(request, reply, true));
};
