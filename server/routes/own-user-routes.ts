import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@ombudsportalen/portal/api';
import { partnerIdOf, sameUsername } from '@ombudsportalen/portal/access';
import { type ProfileBody, profileChanges, refuseStaffChanges } from '../account/own-profile.js';
import { errors, refuseUnknownFields } from '../http/errors.js';
import { alreadyApplied, bodyUnderMatch, matchVersion, setEtag } from '../http/preconditions.js';
import { requireAgencyStaff, requireChainUser, requirePartnerUser } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { bodyFields, contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import { saveStaffCard } from '../staff/staff-card-save.js';
import { toUserResponse } from './user-response.js';


type OwnSave = 'saveAgencyUser' | 'savePartnerUser' | 'saveChainUser';
/** Whether the body's record is the caller's by the route's own keys (the agency, the partner). */
type Owns = (body: ProfileBody, caller: AuthenticatedUser) => boolean;

/**
 * A user saves their own mobile, alias (agency staff) and GDPR acceptance (spec part 1 §7, part 2 §7). Needs
 * If-Match with the user's ETag (428 without, 412 when stale unless the user already holds the change); answers the
 * saved user with its new ETag. PUT /users naming another user is a staff card's save: decided here, in one place.
 */
export const ownUserRoutes: FastifyPluginAsync = async (app) => {
  const options = { bodyLimit: BODY_LIMITS.small };
  contractRoute(app, 'saveAgencyUser', { ...options, onRequest: requireAgencyStaff() }, async (request, reply) =>
    sameUsername(request.body.username, callerOf(request).username)
      ? saveOwnProfile(request, reply, 'saveAgencyUser', request.body, (body, caller) => body.agencyNumber === caller.agencyNumber)
      : saveStaffCard(request, reply, 'saveAgencyUser', request.body));
  contractRoute(app, 'savePartnerUser', { ...options, onRequest: requirePartnerUser() }, async (request, reply) =>
    saveOwnProfile(request, reply, 'savePartnerUser', request.body, (body, caller) => sameUsername(body.partner, partnerIdOf(caller.roles))));
  contractRoute(app, 'saveChainUser', { ...options, onRequest: requireChainUser() }, async (request, reply) =>
    saveOwnProfile(request, reply, 'saveChainUser', request.body, () => true));
};

/** The caller's own record saved by a route's body (its contract's keys only: any other is a 400). */
async function saveOwnProfile(request: FastifyRequest, reply: FastifyReply, name: OwnSave, body: ProfileBody, owns: Owns): Promise<User> {
  const app = request.server;
  const caller = callerOf(request);
  if (!sameUsername(body.username, caller.username) || !owns(body, caller)) throw errors.forbidden();
  const user = await app.repos.users.findByUsername(caller.username);
  if (user === undefined) throw errors.notFound();
  refuseStaffChanges(body, user, caller);
  const match = matchVersion(request, user.version);
  const next = await bodyUnderMatch(match, () => {
    refuseUnknownFields(body, bodyFields(name)); // the contract's body shape (schemas/api/users.json)
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
}
