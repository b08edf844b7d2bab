import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { partnerIdOf } from '../../engine/access/index.js';
import { accountErrors } from '../account/account-errors.js';
import { type ProfileBody, profileChanges, refuseStaffChanges, refuseUnknownFields } from '../account/own-profile.js';
import { requireCurrentVersion, setEtag } from '../account/preconditions.js';
import { requireAgencyStaff, requireChainUser, requirePartnerUser, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import { BODY_LIMITS } from './input-bounds.js';
import type { UpdateStaffBody } from '../staff/staff-writes.js';
import { saveOtherStaff } from './staff-routes.js';
import { toUserResponse, userResponseSchema } from './user-response.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullable = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
// No additionalProperties: false (Fastify would drop unknown keys silently); refuseUnknownFields names them instead.
const bodySchema = {
  type: 'object', required: ['username'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 }, agencyNumber: text(10), partner: text(32),
    mobile: nullable(64), alias: nullable(200), gdprAcceptDate: nullable(32), changedBy: nullable(64), password: nullable(256),
    roles: { type: 'array', maxItems: 20, items: text(64) },
  },
} as const;

const AGENCY_FIELDS = ['agencyNumber', 'username', 'mobile', 'alias', 'roles', 'password', 'changedBy', 'gdprAcceptDate'];
const PARTNER_FIELDS = ['username', 'mobile', 'partner', 'gdprAcceptDate'];
const CHAIN_FIELDS = ['username', 'mobile', 'gdprAcceptDate'];

const same = (a: string | undefined, b: string | undefined) => (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

type OwnRequest = FastifyRequest<{ Body: ProfileBody }>;

/**
 * A user saves their own mobile, alias (agency staff) and GDPR acceptance (spec part 1 §7, part 2 §7). Needs
 * If-Match with the user's ETag (428 without, 412 when stale); answers the saved user with its new ETag.
 */
export const ownUserRoutes: FastifyPluginAsync = async (app) => {
  const route = (url: string, guard: AccessGuard, fields: readonly string[], owns: (request: OwnRequest) => boolean, others?: typeof saveOtherStaff) =>
    app.put<{ Body: ProfileBody }>(url, { onRequest: guard, bodyLimit: BODY_LIMITS.small, schema: { body: bodySchema, response: { 200: userResponseSchema } } },
      async (request, reply) => {
        const caller = callerOf(request);
        const { body } = request;
        // Another user: staff administration (staff-routes.ts), with its own rules.
        if (others !== undefined && !same(body.username, caller.username)) return others(request as FastifyRequest<{ Body: UpdateStaffBody }>, reply);
        if (!same(body.username, caller.username) || !owns(request)) throw errors.forbidden();
        const user = app.repos.users.findByUsername(caller.username);
        if (user === undefined) throw errors.notFound();
        refuseStaffChanges(body, user, caller);
        const version = requireCurrentVersion(request, user.version);
        refuseUnknownFields(body, fields);
        const next = profileChanges(app, caller, user, body);
        const changed = next.mobile !== user.mobile || next.alias !== user.alias || next.gdprAcceptDate !== user.gdprAcceptDate;
        // The write re-checks the version (WHERE version = ?), so a save racing this one cannot be overwritten.
        if (changed && !app.repos.account.updateProfile(user.username, version, next)) throw accountErrors.preconditionFailed();
        const saved = app.repos.users.findByUsername(user.username) ?? user;
        setEtag(reply, saved.version);
        return toUserResponse(saved);
      });

  route('/users', requireAgencyStaff(), AGENCY_FIELDS, (request) => request.body.agencyNumber === callerOf(request).agencyNumber, saveOtherStaff);
  route('/partner/user', requirePartnerUser(), PARTNER_FIELDS,
    (request) => same(request.body.partner, partnerIdOf(callerOf(request).roles)));
  route('/chain/user', requireChainUser(), CHAIN_FIELDS, () => true);
};
