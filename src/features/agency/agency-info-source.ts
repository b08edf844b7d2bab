import { isAgencyStaff, isInternal } from '@ombudsportalen/portal/access';
import type { AgencyInfoSource } from './api/agency-api';

/** Agency staff (SALJPLUS, OMBMGR, EKONOMI, SALJARE) load their own agency, internal staff the chosen one; others none. */
export function agencyInfoSource(roles: readonly string[], agencyNumber: string): AgencyInfoSource | null {
  if (agencyNumber === '') return null;
  if (isInternal(roles)) return { kind: 'internal', agencyNumber };
  return isAgencyStaff(roles) ? { kind: 'own', agencyNumber } : null;
}
