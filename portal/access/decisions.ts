// The portal's named role and segment decisions (schemas/access/decisions.json), read by the SPA and the server alike.
import declarations from '../../schemas/access/decisions.json';
import type { AccessRule } from '@ombudsportalen/engine/browser';
import { type AccessFacts, accessRuleHolds } from './access-rule';

/** A decision's name, e.g. 'mobileGateExempt' (a misspelt name is a compile error). */
export type DecisionName = keyof typeof declarations.decisions;

const decisions: Readonly<Record<DecisionName, { readonly rule: AccessRule }>> = declarations.decisions;

/** Whether the named decision holds for these facts (e.g. decide('educationStatus', { roles, segment })). */
export function decide(name: DecisionName, facts: AccessFacts): boolean {
  return accessRuleHolds(decisions[name].rule, facts);
}

/** The staff roles' Swedish labels, in the staff filter's order (part 2 §6). */
export const STAFF_ROLE_LABELS: Readonly<Record<string, string>> = declarations.staffRoles.labels;

/** The staff role a card shows: the first of the declared priority the user holds, or '' for none. */
export function primaryStaffRole(roles: readonly string[]): string {
  return declarations.staffRoles.priority.find((role) => roles.includes(role)) ?? '';
}

/** Whether the user holds an internal role (the `internal` decision). */
export function isInternal(roles: readonly string[]): boolean {
  return decide('internal', { roles });
}

/** Whether the user is outlet staff (the `agencyStaff` decision). */
export function isAgencyStaff(roles: readonly string[]): boolean {
  return decide('agencyStaff', { roles });
}

/** Whether the user is a chain user (the `chainUser` decision). */
export function isChainUser(roles: readonly string[]): boolean {
  return decide('chainUser', { roles });
}

/** The partner id: the second part of the first partner role split on underscore ('TELIA' for PARTNER_TELIA); undefined without one. */
export function partnerIdOf(roles: readonly string[]): string | undefined {
  const partnerRole = roles.find((role) => decide('partner', { roles: [role] }));
  return partnerRole?.split('_')[1];
}

/** Whether the user holds a partner role. */
export function isPartner(roles: readonly string[]): boolean {
  return partnerIdOf(roles) !== undefined;
}
