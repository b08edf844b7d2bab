import type { FastifyPluginAsync } from 'fastify';
import { partnerIdOf, sameUsername } from '@ombudsportalen/portal/access';
import { type ProfileBody, profileChanges, refuseStaffChanges } from '../account/own-profile.js';
import { errors, refuseUnknownFields } from '../http/errors.js';
import { alreadyApplied, bodyUnderMatch, matchVersion, setEtag } from '../http/preconditions.js';
import { requireAgencyStaff, requireChainUser, requirePartnerUser, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { type ContractRequest, bodyFields, contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import { saveOtherStaff } from './staff-routes.js';
import { toUserResponse } from './user-response.js';


type OwnSave = 'saveAgencyUser' | 'savePartnerUser' | 'saveChainUser';

/**
 * A user saves their own mobile, alias (agency staff) and GDPR acceptance (spec part 1 §7, part 2 §7). Needs
 * If-Match with the user's ETag (428 without, 412 when stale unless the user already holds the change); answers the
 * saved user with its new ETag.
 */
export const ownUserRoutes: FastifyPluginAsync = async (app) => {
  const route = (name: OwnSave, guard: AccessGuard, owns: (body: ProfileBody, caller: AuthenticatedUser) => boolean, others?: typeof saveOtherStaff) => {
    const fields = bodyFields(name); // the contract's body shape (schemas/api/users.json): any other key is a 400
    contractRoute(app, name, { onRequest: guard, bodyLimit: BODY_LIMITS.small }, async (request, reply) => {
      const caller = callerOf(request);
      const body: ProfileBody = request.body;
      // Another user: staff administration (staff-routes.ts), with its own rules.
      if (others !== undefined && !sameUsername(body.username, caller.username)) {
        return others(request as ContractRequest<'saveAgencyUser'>, reply);
      }
      if (!sameUsername(body.username, caller.username) || !owns(body, caller)) throw errors.forbidden();
      const user = await app.repos.users.findByUsername(caller.username);
      if (user === undefined) throw errors.notFound();
      refuseStaffChanges(body, user, caller);
      const match = matchVersion(request, user.version);
      const next = await bodyUnderMatch(match, () => {
        refuseUnknownFields(body, fields);
        return profileChanges(app, caller, user, body);
      });
      const changed = next.mobile !== user.mobile || next.alias !== user.alias || next.gdprAcceptDate !== user.gdprAcceptDate;
      // The write re-checks the version (WHERE version = ?), so a save racing this one cannot be overwritten.
      const written = !alreadyApplied(match, !changed) && changed;
      const version = written ? await app.repos.account.updateProfile(user.username, match.version, next) : user.version;
      if (version === undefined) throw errors.preconditionFailed();
      // The user as this save left it (the version it made): a re-read could hold a later save and give its ETag.
      const saved = written ? { ...user, ...next, version } : user;
      setEtag(reply, saved.version);
      return toUserResponse(saved);
    });
  };

  route('saveAgencyUser', requireAgencyStaff(), (body, caller) => body.agencyNumber === caller.agencyNumber, saveOtherStaff);
  route('savePartnerUser', requirePartnerUser(), (body, caller) => sameUsername(body.partner, partnerIdOf(caller.roles)));
  route('saveChainUser', requireChainUser(), () => true);
};
