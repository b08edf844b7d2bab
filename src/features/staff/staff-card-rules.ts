import { cardActions, mayAddStaff, type StaffCardAction, type StaffCardDeclaration } from '@ombudsportalen/portal/access';
import staffCard from '../../../schemas/access/staff-card.json';
import type { StaffUser } from '@ombudsportalen/portal/api';

// The declaration the server enforces: the card shows exactly what the server allows.
const DECLARATION = staffCard as StaffCardDeclaration;

export function mayAdd(roles: readonly string[]): boolean {
  return mayAddStaff(DECLARATION, roles);
}

export function actionsOn(actor: { username: string; roles: readonly string[] }, target: StaffUser): Record<StaffCardAction, boolean> {
  return cardActions(DECLARATION, { actorUsername: actor.username, actorRoles: actor.roles, targetUsername: target.username, targetRoles: target.roles });
}
