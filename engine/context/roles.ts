// Role rules of definitions. The role and segment lists live in engine/access (one list for the portal), and so does
// the one evaluator every visibility and option rule goes through.
import { accessRuleHolds, decide } from '../access';
export { ALL_ROLES as KNOWN_ROLES, SEGMENTS as KNOWN_SEGMENTS, partnerIdOf } from '../access';

/** Whether a holder of `roles` may see an option restricted to `authorized` (undefined: everyone): its holders and the `seesEveryOption` decision (ADMIN). */
export function rolesMayUseOption(authorized: readonly string[] | undefined, roles: readonly string[]): boolean {
  return accessRuleHolds({ roles: authorized }, { roles }) || decide('seesEveryOption', { roles });
}
