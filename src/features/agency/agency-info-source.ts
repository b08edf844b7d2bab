import { AGENCY_STAFF_ROLES, isInternal } from '../../../engine/access';
import type { AgencyInfoSource } from './api/agency-api';

const agencyStaffRoles: ReadonlySet<string> = new Set(AGENCY_STAFF_ROLES);

/** Agency staff (SALJPLUS, OMBMGR, EKONOMI, SALJARE) load their own agency, internal staff the chosen one; others none. */
export function agencyInfoSource(roles: readonly string[], agencyNumber: string): AgencyInfoSource | null {
  if (agencyNumber === '') return null;
  if (isInternal(roles)) return { kind: 'internal', agencyNumber };
  return roles.some((role) => agencyStaffRoles.has(role)) ? { kind: 'own', agencyNumber } : null;
}
