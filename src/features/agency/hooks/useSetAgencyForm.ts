import { useState } from 'react';
import { setAgencyNumber, type AgencyOverviewEntry } from '../api/agency-api';
import { SET_AGENCY_FAILED_TEXT, setAgencySucceededText } from '../agency-texts';

export type SetAgencyOutcome = { kind: 'success' | 'error'; text: string } | null;

/** The set-agency form state (spec §4): submitting, then a success or an error message. */
export function useSetAgencyForm(onAgencySet: (agency: AgencyOverviewEntry) => void) {
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SetAgencyOutcome>(null);

  async function submit(agencyNumber: string): Promise<boolean> {
    setSubmitting(true);
    setOutcome(null);
    try {
      const agency = await setAgencyNumber(agencyNumber);
      setOutcome({ kind: 'success', text: setAgencySucceededText(agency.agencyNumber, agency.agencyName) });
      onAgencySet(agency);
      return true;
    } catch {
      setOutcome({ kind: 'error', text: SET_AGENCY_FAILED_TEXT });
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, outcome, submit, clearOutcome: () => setOutcome(null) };
}
