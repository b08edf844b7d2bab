// Rules about an action of one user (the actor) on another (the target): the staff card rules (spec part 2 §6).
// They compose the menu's role selectors with predicates about the target, so one file of data (schemas/access/)
// decides what the card shows and what the server allows.
import type { RoleSelector } from './menu-declaration';
import { roleSelectorMatches } from './role-selector';

/**
 * A rule: `actor` (the actor holds a selected role), `target` (the target holds one), `self` (the target is the
 * actor), and the combinators `not`, `all`, `any`. `true` always holds (an action everyone who reaches the page has).
 */
export type TargetRule =
  | true
  | { readonly actor: RoleSelector }
  | { readonly target: RoleSelector }
  | { readonly self: true }
  | { readonly not: TargetRule }
  | { readonly all: readonly TargetRule[] }
  | { readonly any: readonly TargetRule[] };

/** The facts a target rule reads. Usernames compare case-insensitively. */
export interface TargetFacts {
  readonly actorUsername: string;
  readonly actorRoles: readonly string[];
  readonly targetUsername: string;
  readonly targetRoles: readonly string[];
}

/** Whether the rule holds for this actor and target. */
export function targetRuleHolds(rule: TargetRule, facts: TargetFacts): boolean {
  if (rule === true) return true;
  if ('actor' in rule) return roleSelectorMatches(rule.actor, facts.actorRoles);
  if ('target' in rule) return roleSelectorMatches(rule.target, facts.targetRoles);
  if ('self' in rule) return facts.actorUsername.toUpperCase() === facts.targetUsername.toUpperCase();
  if ('not' in rule) return !targetRuleHolds(rule.not, facts);
  if ('all' in rule) return rule.all.every((inner) => targetRuleHolds(inner, facts));
  return rule.any.some((inner) => targetRuleHolds(inner, facts));
}

/** The staff card's actions (schemas/access/staff-card.json). */
export const STAFF_CARD_ACTIONS = ['edit', 'oneTimePassword', 'delete', 'extend', 'showMobile'] as const;
export type StaffCardAction = (typeof STAFF_CARD_ACTIONS)[number];

/** The staff card declaration: who may add users (actor rules only) and each card action per target. */
export interface StaffCardDeclaration {
  readonly add: TargetRule;
  readonly actions: Readonly<Record<StaffCardAction, TargetRule>>;
}

/** Whether the actor may add users (a target-free rule: `target` and `self` never hold without a target). */
export function mayAddStaff(declaration: StaffCardDeclaration, actorRoles: readonly string[]): boolean {
  return targetRuleHolds(declaration.add, { actorUsername: '', actorRoles, targetUsername: '\u0000', targetRoles: [] });
}

/** Whether the actor may take one card action on the target. */
export function mayOnCard(declaration: StaffCardDeclaration, action: StaffCardAction, facts: TargetFacts): boolean {
  return targetRuleHolds(declaration.actions[action], facts);
}

/** Every card action the actor may take on the target, in declaration order. */
export function cardActions(declaration: StaffCardDeclaration, facts: TargetFacts): Record<StaffCardAction, boolean> {
  return Object.fromEntries(STAFF_CARD_ACTIONS.map((action) => [action, mayOnCard(declaration, action, facts)])) as Record<StaffCardAction, boolean>;
}
