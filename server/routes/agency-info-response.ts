import { deriveSegment } from '@ombudsportalen/portal/access';
import type { AgencyInfo } from '@ombudsportalen/portal/api';
import type { AgencyRecord } from '../repositories/agency-repository.js';

/** The stored agency as the contract's AgencyInfo: the row version leaves (it travels as the ETag), the segment joins. */
export function toAgencyInfoResponse({ version: _version, ...info }: AgencyRecord): AgencyInfo {
  return { ...info, segment: deriveSegment(info) };
}

/** Strong ETag from the row version; the later PUT compares it with If-Match. */
export function etagOf(agency: Pick<AgencyRecord, 'version'>): string {
  return `"${agency.version}"`;
}
