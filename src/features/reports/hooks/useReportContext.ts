import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { isInternal } from '../../../../portal/access';
import { type EngineContext, stockholmToday } from '../../../../engine/browser';
import { segmentAtom } from '../../../state/agency';
import { authAtom } from '../../../state/auth';
import { useClock } from '../../../state/clock';

/**
 * The engine context of the reports pages: the session's roles, the outlet segment, and the agency acted for (own,
 * or the agency internal staff chose: part 2 §6 "Report agency resolution"); today is the Stockholm day.
 */
export function useReportContext(): EngineContext {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const segment = useAtomValue(segmentAtom);
  const today = stockholmToday(useClock().now());
  return useMemo(
    () => (isInternal(roles) ? { roles, segment, agencyNumber: '', selectedAgencyNumber: agencyNumber, today } : { roles, segment, agencyNumber, today }),
    [roles, segment, agencyNumber, today],
  );
}
