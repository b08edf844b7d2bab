import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { isInternal } from '../../../../portal/access';
import type { EngineContext } from '../../../../engine/browser';
import { segmentAtom } from '../../../state/agency';
import { authAtom } from '../../../state/auth';
import { useToday } from '../shared/today';

/**
 * Who fills in an account form, for the engine: the session's roles, the outlet segment, the own agency number, or
 * for internal staff the chosen agency as selectedAgencyNumber; today by the app clock (Stockholm day). The same
 * object while nothing changes, so the form is not re-validated on every render.
 */
export function useEngineContext(): EngineContext {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const segment = useAtomValue(segmentAtom);
  const today = useToday();
  const internal = isInternal(roles);
  return useMemo(
    () => (internal ? { roles, segment, agencyNumber: '', selectedAgencyNumber: agencyNumber, today } : { roles, segment, agencyNumber, today }),
    [roles, segment, agencyNumber, internal, today],
  );
}
