import { mayAddStaff, mayOnCard, type StaffCardAction, type StaffCardDeclaration } from '@ombudsportalen/portal/access';
import staffCard from '../../schemas/access/staff-card.json';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../http/errors.js';
import type { UserRecord } from '../repositories/user-repository.js';

// The same declaration the page reads: what the card hides, the server refuses (403).
const DECLARATION = staffCard as StaffCardDeclaration;

export function mayAdd(caller: AuthenticatedUser): boolean {
  return mayAddStaff(DECLARATION, caller.roles);
}

export function mayAct(caller: AuthenticatedUser, action: StaffCardAction, target: UserRecord): boolean {
  return mayOnCard(DECLARATION, action, {
    actorUsername: caller.username, actorRoles: caller.roles, targetUsername: target.username, targetRoles: target.roles,
  });
}

/** 403 unless the card rules give the caller this action on the target. */
export function requireCardAction(caller: AuthenticatedUser, action: StaffCardAction, target: UserRecord): void {
  if (!mayAct(caller, action, target)) throw errors.forbidden();
}
