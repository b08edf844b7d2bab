// The portal's use of the engine's one rule evaluator: a rule selects only the portal's 17 roles.
import { type AccessFacts, type AccessRule, accessRuleHolds as holdsAmong } from '@ombudsportalen/engine/browser';
import { KNOWN_ROLES } from './roles';

export type { AccessFacts };

/** Whether the rule holds for these facts: the one evaluator of every access and visibility rule of the portal. */
export function accessRuleHolds(rule: AccessRule, facts: AccessFacts): boolean {
  return holdsAmong(rule, facts, KNOWN_ROLES);
}

/** A definition's or field's x-visibleTo for a session (roles and the outlet segment); none does not restrict. */
export function isVisibleTo(vis: AccessRule | undefined, roles: readonly string[], segment: string): boolean {
  return vis === undefined || accessRuleHolds(vis, { roles, segment });
}
