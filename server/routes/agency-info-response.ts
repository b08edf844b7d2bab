import { deriveSegment, type Segment } from '../../engine/access/index.js';
import type { AgencyInfo } from '../repositories/agency-repository.js';

/** Agency info as the SPA reads it (spec part 1 §3) plus the outlet segment the menu filters on. */
export type AgencyInfoResponse = Omit<AgencyInfo, 'version'> & { segment: Segment };

// A Record over the response keys: the compiler fails if a field is added to AgencyInfo but not here.
const FIELD_TYPES: Record<keyof AgencyInfoResponse, 'string' | 'integer' | 'boolean'> = {
  agencyNumber: 'string', agencyName: 'string', agencyType: 'string', revenueSegment: 'string',
  campaignSegment: 'string', categoryName: 'string', retailChainId: 'integer', retailChainName: 'string',
  bettingManager: 'string', bettingManagerUserId: 'string', bettingManagerPhone: 'string', agencyPhone: 'string',
  agencyEmail: 'string', weekdayOpening: 'string', weekdayClosing: 'string', satOpening: 'string',
  satClosing: 'string', sunOpening: 'string', sunClosing: 'string', agencyAddress: 'string', agencyZipCode: 'string',
  agencyCity: 'string', visitingAddress: 'string', visitingPostalNumber: 'string', visitingCity: 'string',
  invoiceAddress: 'string', invoicePostalNumber: 'string', invoiceCity: 'string', invoiceRecipient: 'string',
  invoiceReference: 'string', invoiceCareOf: 'string', invoiceStoreNumber: 'string', shareAgencyReport: 'boolean',
  segment: 'string',
};

// Doubles as an allow-list: the serializer drops anything not named (e.g. the row version).
export const agencyInfoResponseSchema = {
  type: 'object',
  required: Object.keys(FIELD_TYPES),
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(FIELD_TYPES).map(([field, type]) => [field, { type }])),
};

export function toAgencyInfoResponse({ version: _version, ...info }: AgencyInfo): AgencyInfoResponse {
  return { ...info, segment: deriveSegment(info) };
}

/** Strong ETag from the row version; the later PUT compares it with If-Match. */
export function etagOf(agency: Pick<AgencyInfo, 'version'>): string {
  return `"${agency.version}"`;
}
