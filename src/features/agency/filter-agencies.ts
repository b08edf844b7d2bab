import type { AgencyOverviewEntry } from './api/agency-api';

/** At most this many suggestions are listed; typing narrows the list. */
export const MAX_AGENCY_SUGGESTIONS = 50;

/** The suggestion text of an agency: number and name. */
export const agencyLabel = (agency: AgencyOverviewEntry): string => `${agency.agencyNumber} ${agency.agencyName}`;

/** Agencies whose number starts with the query or whose name contains it (case-insensitive), in list order. */
export function filterAgencies(agencies: readonly AgencyOverviewEntry[], query: string, limit = MAX_AGENCY_SUGGESTIONS): AgencyOverviewEntry[] {
  const wanted = query.trim().toLocaleLowerCase('sv-SE');
  const matches = wanted === ''
    ? agencies
    : agencies.filter(
        (agency) =>
          agency.agencyNumber.startsWith(wanted) ||
          agency.agencyName.toLocaleLowerCase('sv-SE').includes(wanted) ||
          agencyLabel(agency).toLocaleLowerCase('sv-SE') === wanted, // a chosen suggestion keeps matching itself
      );
  return matches.slice(0, limit);
}

/** The number to send: a chosen suggestion's, a typed suggestion text's, else what was typed. */
export function agencyNumberFromInput(input: string, agencies: readonly AgencyOverviewEntry[]): string {
  const typed = input.trim();
  const byLabel = agencies.find((agency) => agencyLabel(agency) === typed);
  return byLabel?.agencyNumber ?? typed;
}
