import type { ApiBody, StoredReportPreferences } from '@ombudsportalen/portal/api';
import { callEndpoint } from '@/api/endpoint';

export type { StoredReportPreferences };

/** The caller's remembered choices, the last used first. */
export const fetchReportPreferences = (): Promise<StoredReportPreferences[]> => callEndpoint('reportPreferences', {});

/** Remembers the choices of a report the caller just fetched. */
export const saveReportPreferences = async (reportCode: string, body: ApiBody<'saveReportPreferences'>): Promise<void> => {
  await callEndpoint('saveReportPreferences', { params: { reportCode }, body }, { logFailure: false });
};

/** Forgets them ("Återställ"). */
export const deleteReportPreferences = async (reportCode: string): Promise<void> => {
  await callEndpoint('deleteReportPreferences', { params: { reportCode } });
};
