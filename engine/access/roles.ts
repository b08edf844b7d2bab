// The user roles of the portal (spec part 1 §6, part 2 §6) and the helpers that read a session's roles and username.

/** Outlet staff: seller, augmented seller, agency manager, economy. */
export const AGENCY_STAFF_ROLES = ['SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI'] as const;

/** Internal staff of the operator; they must pick an agency and may change it. */
export const INTERNAL_ROLES = ['ADMIN', 'SALJCOACH'] as const;

/** The chain user role. */
export const CHAIN_ROLE = 'RETAIL';

/** Prefix shared by every partner-company role. */
export const PARTNER_ROLE_PREFIX = 'PARTNER_';

/** The ten partner-company roles. */
export const PARTNER_ROLES = [
  'PARTNER_TELE2',
  'PARTNER_TELENOR',
  'PARTNER_TELIA',
  'PARTNER_HALEBOP',
  'PARTNER_LYCA',
  'PARTNER_TRE',
  'PARTNER_MBXP',
  'PARTNER_FOLKSPEL',
  'PARTNER_KOMBISPEL',
  'PARTNER_MILJONLOTTERIET',
] as const;

/** Every role the portal knows (17). */
export const ALL_ROLES = [...AGENCY_STAFF_ROLES, ...INTERNAL_ROLES, CHAIN_ROLE, ...PARTNER_ROLES] as const;

/** A role the portal knows. */
export type Role = (typeof ALL_ROLES)[number];

const knownRoles: ReadonlySet<string> = new Set(ALL_ROLES);
const internalRoles: ReadonlySet<string> = new Set(INTERNAL_ROLES);

/** Whether a role name is one of the 17 known roles. */
export function isKnownRole(role: string): role is Role {
  return knownRoles.has(role);
}

/** Whether the user holds an internal role (ADMIN or SALJCOACH). */
export function isInternal(roles: readonly string[]): boolean {
  return roles.some((role) => internalRoles.has(role));
}

/** Whether the user holds a partner role. */
export function isPartner(roles: readonly string[]): boolean {
  return partnerIdOf(roles) !== undefined;
}

/** The partner id: the second part of the first PARTNER_ role split on underscore ('TELIA' for PARTNER_TELIA); undefined without one. */
export function partnerIdOf(roles: readonly string[]): string | undefined {
  const partnerRole = roles.find((role) => role.startsWith(PARTNER_ROLE_PREFIX));
  return partnerRole?.split('_')[1];
}

/** The agency number: the part of the username before the first underscore ('1001' for 1001_MGR), or '' when there is none. */
export function agencyNumberFromUsername(username: string): string {
  const underscore = username.indexOf('_');
  return underscore < 0 ? '' : username.slice(0, underscore);
}
