import { useAtomValue } from 'jotai';
import { isInternal } from '@ombudsportalen/portal/access';
import { segmentAtom } from '@/state/agency';
import { authAtom } from '@/state/auth';

/** Internal staff act for the agency they chose: the content service reads its chain and segment from the body. */
export function useAudienceFilter(): { agencyNumber?: string } {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  return isInternal(roles) && agencyNumber !== '' ? { agencyNumber } : {};
}

export function useSegment() {
  return useAtomValue(segmentAtom);
}
