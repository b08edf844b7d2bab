import type { AgencyInfo, AgencyOverviewEntry } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';
import type { ApiFetch } from '@/api/http-client';

export type { AgencyOverviewEntry };

/** Which agency info endpoint serves a user: agency staff their own, internal staff the chosen one (spec §7). */
export type AgencyInfoSource = { kind: 'own' | 'internal'; agencyNumber: string };

export function fetchAgencyInfo(source: AgencyInfoSource, apiFetch?: ApiFetch): Promise<AgencyInfo> {
  const params = { agencyNumber: source.agencyNumber };
  return callEndpoint(source.kind === 'internal' ? 'getInternalAgencyInfo' : 'getAgencyInfo', { params }, {}, apiFetch);
}

export function fetchAgencyOverview(apiFetch?: ApiFetch): Promise<AgencyOverviewEntry[]> {
  return callEndpoint('getAgencyOverview', {}, {}, apiFetch);
}

/** The set-agency action: the server checks the number and answers the agency it names. */
export function setAgencyNumber(agencyNumber: string, apiFetch?: ApiFetch): Promise<AgencyOverviewEntry> {
  return callEndpoint('setAgencyNumber', { body: { agencyNumber } }, {}, apiFetch);
}
