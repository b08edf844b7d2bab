import { useMemo } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { stockholmToday } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { segmentAtom } from './agency';
import { authViewAtom } from './auth';
import { useClock } from './clock';

/** Today's Stockholm calendar day (yyyy-MM-dd) by the app clock (tests pin it). */
export function useToday(): string {
  return stockholmToday(useClock().now());
}

/**
 * The engine context of the session, for every form and report page: roles, the outlet's segment, the own agency, or
 * for internal staff the chosen agency as selectedAgencyNumber (part 2 §6); today by the app clock. The same object
 * while nothing changes, so a form is not re-validated on every render.
 */
export function useSessionEngineContext(): PortalContext {
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const segment = useAtomValue(segmentAtom);
  const today = useToday();
  const internal = isInternal(roles);
  return useMemo(
    () => (internal ? { roles, segment, agencyNumber: '', selectedAgencyNumber: agencyNumber, today } : { roles, segment, agencyNumber, today }),
    [roles, segment, agencyNumber, internal, today],
  );
}
