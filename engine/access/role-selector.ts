// Matching a user's roles against a RoleSelector of the menu declaration.
import type { RoleSelector } from './menu-declaration';
import { isKnownRole, type Role } from './roles';

/** Whether the selector admits one known role. */
function selects(selector: RoleSelector, role: Role): boolean {
  if (selector === '*') return true;
  if ('rolePrefix' in selector) return role.startsWith(selector.rolePrefix);
  if ('allRolesExcept' in selector) return !selector.allRolesExcept.includes(role);
  return selector.includes(role);
}

/** Whether any of the user's roles is selected; role names the portal does not know never match. */
export function roleSelectorMatches(selector: RoleSelector, roles: readonly string[]): boolean {
  return roles.some((role) => isKnownRole(role) && selects(selector, role));
}
