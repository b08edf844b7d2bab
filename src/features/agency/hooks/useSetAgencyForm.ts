import { useState } from 'react';
import { setAgencyNumber, type AgencyOverviewEntry } from '@/features/agency/api/agency-api';
import { SET_AGENCY_FAILED_TEXT } from '@/features/agency/agency-texts';

/** The set-agency form state (spec §4): submitting, then an error message. A success closes the modal and the page's
 *  feedback panel names the agency ("Ombudsnummer satt till …"), so the closing modal never shows it a second time. */
export function useSetAgencyForm(onAgencySet: (agency: AgencyOverviewEntry) => void) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');

  async function submit(agencyNumber: string): Promise<boolean> {
    setSubmitting(true);
    setFailure('');
    try {
      onAgencySet(await setAgencyNumber(agencyNumber));
      return true;
    } catch {
      setFailure(SET_AGENCY_FAILED_TEXT);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, failure, submit, clearFailure: () => setFailure('') };
}
