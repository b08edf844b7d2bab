// The one rule language of who sees or may do what (schemas/meta/access-rule.schema.json) and its one evaluator.
// Menu items, definitions, fields, options, gates, the named decisions and the staff card all use it.
import type { AccessRule, RoleSelector } from '../declarations.gen';
import { engineScope } from '../context/engine-scope';

/** What a rule is decided on: the user's roles, the outlet segment, and for rules about another user, that user. */
export interface AccessFacts {
  readonly roles: readonly string[];
  readonly segment?: string;
  readonly username?: string;
  readonly target?: { readonly username: string; readonly roles: readonly string[] };
}

function selects(selector: RoleSelector, role: string): boolean {
  if (selector === '*') return true;
  if ('rolePrefix' in selector) return role.startsWith(selector.rolePrefix);
  if ('allRolesExcept' in selector) return !selector.allRolesExcept.includes(role);
  return selector.includes(role);
}

function anySelected(selector: RoleSelector, roles: readonly string[], known: ReadonlySet<string>): boolean {
  return roles.some((role) => known.has(role) && selects(selector, role));
}

function isSelf(facts: AccessFacts): boolean {
  return facts.target !== undefined && facts.username !== undefined
    && facts.username.toUpperCase() === facts.target.username.toUpperCase();
}

/**
 * Whether the rule holds for these facts: the one evaluator of every access and visibility rule of the portal. A role
 * outside `knownRoles` (the application's vocabulary) is selected by no rule.
 */
export function accessRuleHolds(rule: AccessRule, facts: AccessFacts, knownRoles: ReadonlySet<string>): boolean {
  if (rule.roles !== undefined && !anySelected(rule.roles, facts.roles, knownRoles)) return false;
  // Stryker disable next-line ConditionalExpression: includes(undefined) is false as well; the check is there for the type
  if (rule.segments !== undefined && (facts.segment === undefined || !rule.segments.includes(facts.segment))) return false;
  if (rule.target !== undefined && (facts.target === undefined || !anySelected(rule.target, facts.target.roles, knownRoles))) return false;
  if (rule.self === true && !isSelf(facts)) return false;
  if (rule.anyOf !== undefined && !rule.anyOf.some((inner) => accessRuleHolds(inner, facts, knownRoles))) return false;
  if (rule.allOf !== undefined && !rule.allOf.every((inner) => accessRuleHolds(inner, facts, knownRoles))) return false;
  return rule.not === undefined || !accessRuleHolds(rule.not, facts, knownRoles);
}

/** A definition's or field's x-visibleTo for a session (roles and the outlet segment) in the running engine; none does not restrict. */
export function isVisibleTo(vis: AccessRule | undefined, roles: readonly string[], segment: string): boolean {
  return vis === undefined || accessRuleHolds(vis, { roles, segment }, engineScope().knownRoles);
}
