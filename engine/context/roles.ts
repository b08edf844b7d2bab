// Role rules of definitions. The role and segment lists themselves live in engine/access (one list for the portal).
export { ALL_ROLES as KNOWN_ROLES, SEGMENTS as KNOWN_SEGMENTS, partnerIdOf } from '../access';

/** Roles that see every option whatever its authorizedRoles (part 2 §5). */
export const OPTION_OVERRIDE_ROLES: readonly string[] = ['ADMIN'];

/** Whether a holder of `roles` may see an option restricted to `authorized` (undefined: everyone). */
export function rolesMayUseOption(authorized: readonly string[] | undefined, roles: readonly string[]): boolean {
  if (!authorized) return true;
  return roles.some((r) => authorized.includes(r) || OPTION_OVERRIDE_ROLES.includes(r));
}
