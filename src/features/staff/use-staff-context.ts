import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { isInternal } from '../../../portal/access';
import { type EngineContext, stockholmToday } from '../../../engine/browser';
import { segmentAtom } from '../../state/agency';
import { authAtom } from '../../state/auth';
import { useClock } from '../../state/clock';
import type { StaffCaller } from './api/staff-api';

/** Today's Stockholm day by the app clock (tests pin it). */
export function useToday(): string {
  return stockholmToday(useClock().now());
}

/** The engine context of the staff forms: roles, segment, own agency or (internal staff) the chosen one, today. */
export function useStaffEngineContext(): EngineContext {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const segment = useAtomValue(segmentAtom);
  const today = useToday();
  const internal = isInternal(roles);
  return useMemo(
    () => (internal ? { roles, segment, agencyNumber: '', selectedAgencyNumber: agencyNumber, today } : { roles, segment, agencyNumber, today }),
    [roles, segment, agencyNumber, internal, today],
  );
}

/** Who calls the staff endpoints. */
export function useStaffCaller(): StaffCaller {
  const { roles, agencyNumber, username } = useAtomValue(authAtom);
  const internal = isInternal(roles);
  return useMemo(() => ({ username, agencyNumber, internal }), [username, agencyNumber, internal]);
}
