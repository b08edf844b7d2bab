import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { partnerIdOf } from '../../engine/access/index.js';
import { changeOwnPassword } from '../account/change-password.js';
import { setEtag } from '../account/preconditions.js';
import { requireAgencyStaff, requireChainUser, requireMenuAccess, requirePartnerUser, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import { BODY_LIMITS } from './input-bounds.js';

interface PasswordBody {
  oldPassword?: string;
  newPassword?: string;
  username: string;
  agencyNumber?: string;
  partner?: string;
}

// Lengths bound the scrypt input; the definition's own rules (8–12 characters …) are applied by the engine.
const secret = { type: 'string', maxLength: 256 } as const;
const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const bodyOf = (extra: Record<string, unknown>, required: string[]) => ({
  type: 'object', required: ['username', ...required],
  properties: { oldPassword: secret, newPassword: secret, username: name, ...extra },
});
const response = { 204: { type: 'null' } };

const same = (a: string | undefined, b: string | undefined) => (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

/**
 * Password change (spec part 1 §7 "Users and account", §8): agency staff, partner users and chain users change their
 * own password only. 204 with the user's new ETag; a refused new password is 417 { code, message }.
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const route = (url: string, guard: AccessGuard, schema: object, owns: (request: FastifyRequest<{ Body: PasswordBody }>) => boolean) =>
    app.put<{ Body: PasswordBody }>(url, {
      onRequest: [guard, requireMenuAccess('/losenord')],
      bodyLimit: BODY_LIMITS.small,
      schema: { body: schema, response },
    }, async (request, reply) => {
      const caller = callerOf(request);
      // Only one's own password: the body must name the caller (and their agency or partner).
      if (!same(request.body.username, caller.username) || !owns(request)) throw errors.forbidden();
      const { oldPassword = '', newPassword = '' } = request.body;
      setEtag(reply, await changeOwnPassword(app, caller, { oldPassword, newPassword }));
      return reply.code(204).send();
    });

  route('/user/password', requireAgencyStaff(), bodyOf({ agencyNumber: name }, ['agencyNumber']),
    (request) => request.body.agencyNumber === callerOf(request).agencyNumber);
  route('/partner/user/password', requirePartnerUser(), bodyOf({ partner: name }, ['partner']),
    (request) => same(request.body.partner, partnerIdOf(callerOf(request).roles)));
  route('/chain/user/password', requireChainUser(), bodyOf({}, []), () => true);
};
