import { useEffect, useState } from 'react';
import { errorText } from '@/api/error-text';
import { fetchAgencyOverview, type AgencyOverviewEntry } from '@/features/agency/api/agency-api';

export interface AgencyOverview {
  agencies: AgencyOverviewEntry[];
  loading: boolean;
  /** The error code of a failed list load, '' otherwise. */
  errorCode: string;
}

/** Loads the internal agency overview while `active` (each time the modal opens). */
export function useAgencyOverview(active: boolean): AgencyOverview {
  const [overview, setOverview] = useState<AgencyOverview>({ agencies: [], loading: false, errorCode: '' });

  useEffect(() => {
    if (!active) return undefined;
    let current = true; // a late answer after closing must not land
    setOverview((previous) => ({ ...previous, loading: true, errorCode: '' }));
    fetchAgencyOverview().then(
      (agencies) => current && setOverview({ agencies: Array.isArray(agencies) ? agencies : [], loading: false, errorCode: '' }),
      (error: unknown) => current && setOverview({ agencies: [], loading: false, errorCode: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [active]);

  return overview;
}
