import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { isInternal } from '../../../portal/access';
import { type EngineContext, stockholmToday } from '../../../engine/browser';
import { segmentAtom } from '../../state/agency';
import { authAtom } from '../../state/auth';
import { useClock } from '../../state/clock';

/**
 * The engine context of the session: roles, the outlet's segment, the own agency, or for internal staff the chosen
 * agency as selectedAgencyNumber; today by the app clock. Stable while nothing changes.
 */
export function useSessionEngineContext(): EngineContext {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const segment = useAtomValue(segmentAtom);
  const today = stockholmToday(useClock().now());
  const internal = isInternal(roles);
  return useMemo(
    () => (internal ? { roles, segment, agencyNumber: '', selectedAgencyNumber: agencyNumber, today } : { roles, segment, agencyNumber, today }),
    [roles, segment, agencyNumber, internal, today],
  );
}
