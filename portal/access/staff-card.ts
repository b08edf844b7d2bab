// The staff card rules (spec part 2 §6): rules about an action of one user (the actor) on another (the target), in the
// one rule language (access-rule.ts: `roles` are the actor's, `target` and `self` are about the target), so one file of
// data (schemas/access/staff-card.json) decides what the card shows and what the server allows.
import { accessRuleHolds } from './access-rule';
import type { StaffCardDeclaration } from '../api/declarations.gen';
import type { AccessRule, Values } from '@ombudsportalen/engine/browser';
import { decide, primaryStaffRole } from './decisions';

/** The facts of a card action. Usernames compare case-insensitively. */
export interface StaffCardFacts {
  readonly actorUsername: string;
  readonly actorRoles: readonly string[];
  readonly targetUsername: string;
  readonly targetRoles: readonly string[];
}

/** The staff card's actions (schemas/access/staff-card.json). */
export const STAFF_CARD_ACTIONS = ['edit', 'oneTimePassword', 'delete', 'extend', 'showMobile'] as const;
export type StaffCardAction = (typeof STAFF_CARD_ACTIONS)[number];

/** Whether the actor may add users (`target` and `self` never hold without a target). */
export function mayAddStaff(declaration: StaffCardDeclaration, actorRoles: readonly string[]): boolean {
  return accessRuleHolds(declaration.add, { roles: actorRoles });
}

/** Whether the actor may take one card action on the target. */
export function mayOnCard(declaration: StaffCardDeclaration, action: StaffCardAction, facts: StaffCardFacts): boolean {
  return accessRuleHolds(declaration.actions[action], {
    roles: facts.actorRoles, username: facts.actorUsername, target: { username: facts.targetUsername, roles: facts.targetRoles },
  });
}

/** Every card action the actor may take on the target, in declaration order. */
export function cardActions(declaration: StaffCardDeclaration, facts: StaffCardFacts): Record<StaffCardAction, boolean> {
  return Object.fromEntries(STAFF_CARD_ACTIONS.map((action) => [action, mayOnCard(declaration, action, facts)])) as Record<StaffCardAction, boolean>;
}

/** A user as the card's edit form reads it: the stored record or the staff page's answer. */
export interface StaffEditSubject {
  readonly roles: readonly string[];
  readonly alias?: string | null;
  readonly mobile?: string | null;
}

/**
 * The edit form's values for a user (schemas/forms/staff-edit.json), as the card opens it and as the server checks a
 * save: the user's role (shown, never sent), the receipt name, the mobile and the extended permission.
 */
export function staffEditValues(user: StaffEditSubject): Values {
  return {
    targetRole: primaryStaffRole(user.roles),
    ...(user.alias !== undefined && user.alias !== null ? { alias: user.alias } : {}),
    ...(user.mobile !== undefined && user.mobile !== null ? { mobile: user.mobile } : {}),
    augmented: decide('extendedPermission', { roles: user.roles }),
  };
}
