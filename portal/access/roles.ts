// The user roles of the portal (spec part 1 §6, part 2 §6) and reading a session's username. Which role may do what is
// declared, not coded: menu.json, definitions' x-visibleTo and schemas/access/*.json, decided by access-rule.ts.

/** Every role the portal knows (17): outlet staff, internal staff, the chain user and the ten partner companies. */
export const ALL_ROLES = [
  'SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI',
  'ADMIN', 'SALJCOACH',
  'RETAIL',
  'PARTNER_TELE2', 'PARTNER_TELENOR', 'PARTNER_TELIA', 'PARTNER_HALEBOP', 'PARTNER_LYCA',
  'PARTNER_TRE', 'PARTNER_MBXP', 'PARTNER_FOLKSPEL', 'PARTNER_KOMBISPEL', 'PARTNER_MILJONLOTTERIET',
] as const;

/** The role a check or a sample acts as when nothing else says: an outlet's manager, who sees every agency report. */
export const MANAGER_ROLE = 'OMBMGR';

/** A role the portal knows. */
export type Role = (typeof ALL_ROLES)[number];

/** The 17 roles as a set: the roles a rule may select (engine rules get it as their known roles). */
export const KNOWN_ROLES: ReadonlySet<string> = new Set(ALL_ROLES);

/** Whether a role name is one of the 17 known roles. */
export function isKnownRole(role: string): role is Role {
  return KNOWN_ROLES.has(role);
}

/** The agency number: the part of the username before the first underscore ('1001' for 1001_MGR), or '' when there is none. */
export function agencyNumberFromUsername(username: string): string {
  const underscore = username.indexOf('_');
  // Stryker disable next-line EqualityOperator: at 0 the slice is '' as well
  return underscore < 0 ? '' : username.slice(0, underscore);
}
