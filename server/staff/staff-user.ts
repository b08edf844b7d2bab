import type { FastifyInstance } from 'fastify';
import { decide, isInternal } from '@ombudsportalen/portal/access';
import type { StaffUser } from '@ombudsportalen/portal/api';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../http/errors.js';
import { isLockedAt, type UserRecord } from '../repositories/user-repository.js';

/**
 * One user on the staff page (schemas/api/staff.json): the mobile only for internal callers, no personal number.
 * Locked is the login's view at `now`: the staff lock or a temporary lock after wrong passwords still running.
 */
export function toStaffUser(user: UserRecord, caller: AuthenticatedUser, now: Date): StaffUser {
  const showMobile = isInternal(caller.roles) && user.mobile !== null;
  return {
    username: user.username, firstname: user.firstname, lastname: user.lastname,
    ...(user.alias !== null && user.alias !== '' ? { alias: user.alias } : {}),
    ...(showMobile ? { mobile: user.mobile ?? '' } : {}),
    roles: user.roles, agencyNumber: user.agencyNumber ?? '',
    ...(user.personId !== null ? { personId: user.personId } : {}),
    locked: isLockedAt(user, now), forcePasswordChange: user.forcePasswordChange,
    ...(user.lastLoginDate !== null ? { lastLoginDate: user.lastLoginDate } : {}),
    ...(user.gdprAcceptDate !== null ? { gdprAcceptDate: user.gdprAcceptDate } : {}),
    augmented: decide('extendedPermission', { roles: user.roles }), version: user.version,
  };
}

/**
 * The agency a staff call acts for: an internal caller's chosen agency (path or body; it must exist), else the
 * caller's own, which a path or body agency must equal (403 otherwise, so agency numbers cannot be probed).
 */
export async function actingAgency(app: FastifyInstance, caller: AuthenticatedUser, named: string | undefined): Promise<string> {
  if (isInternal(caller.roles)) {
    if (named === undefined || named === '') throw errors.fieldRequired('agencyNumber');
    if (await app.repos.agencies.accessFactsOf(named) === undefined) throw errors.agencyNotFound();
    return named;
  }
  if (caller.agencyNumber === '' || (named !== undefined && named !== caller.agencyNumber)) throw errors.forbidden();
  return caller.agencyNumber;
}

/** A user of the acting agency, or 404 (a user of another agency is not found here). */
export async function staffMember(app: FastifyInstance, agencyNumber: string, username: string): Promise<UserRecord> {
  const user = await app.repos.users.findByUsername(username);
  if (user === undefined || user.agencyNumber !== agencyNumber) throw errors.notFound();
  return user;
}
