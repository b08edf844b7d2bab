import { isAgencyStaff, isChainUser, isInternal, partnerIdOf } from '@ombudsportalen/portal/access';

/**
 * Which family of account endpoints serves a user (spec part 1 §6-7): agency staff use /users and /user/password
 * with their agency number, partner users /partner/... with their partner id, chain users /chain/...; internal staff
 * have no own-account endpoints here.
 */
export type AccountKind =
  | { kind: 'agency'; agencyNumber: string }
  | { kind: 'partner'; partner: string }
  | { kind: 'chain' }
  | { kind: 'internal' };

export function accountKindOf(roles: readonly string[], agencyNumber: string): AccountKind {
  if (isInternal(roles)) return { kind: 'internal' };
  const partner = partnerIdOf(roles);
  if (partner) return { kind: 'partner', partner };
  if (isChainUser(roles)) return { kind: 'chain' };
  if (agencyNumber && isAgencyStaff(roles)) return { kind: 'agency', agencyNumber };
  return { kind: 'internal' };
}

/** An own-account call for a user who has no such endpoint (internal staff). */
export class NoAccountEndpointError extends Error {
  override name = 'NoAccountEndpointError';
  readonly code = 'error.account.no-endpoint';
}
