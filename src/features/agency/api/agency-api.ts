import { apiFetch as defaultApiFetch, type ApiFetch } from '../../../api/http-client';
import type { AgencyInfo } from '../../../state/agency';

const API = '/api/api-retail/v2';

/** One agency in the internal overview (spec §3). */
export interface AgencyOverviewEntry {
  agencyNumber: string;
  agencyName: string;
}

/** Which agency info endpoint serves a user: agency staff their own, internal staff the chosen one (spec §7). */
export type AgencyInfoSource = { kind: 'own' | 'internal'; agencyNumber: string };

export function agencyInfoPath(source: AgencyInfoSource): string {
  const agency = encodeURIComponent(source.agencyNumber);
  return source.kind === 'internal' ? `${API}/internal/agencies/${agency}/info` : `${API}/agencies/${agency}/info`;
}

export function fetchAgencyInfo(source: AgencyInfoSource, apiFetch: ApiFetch = defaultApiFetch): Promise<AgencyInfo> {
  return apiFetch<AgencyInfo>(agencyInfoPath(source));
}

export function fetchAgencyOverview(apiFetch: ApiFetch = defaultApiFetch): Promise<AgencyOverviewEntry[]> {
  return apiFetch<AgencyOverviewEntry[]>(`${API}/internal/agencies/overview`);
}

/** The set-agency action: the server checks the number and answers the agency it names. */
export function setAgencyNumber(agencyNumber: string, apiFetch: ApiFetch = defaultApiFetch): Promise<AgencyOverviewEntry> {
  return apiFetch<AgencyOverviewEntry>(`${API}/internal/agency-number`, { method: 'POST', body: { agencyNumber } });
}
