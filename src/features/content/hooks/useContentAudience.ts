import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { segmentAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';

/** Internal staff act for the agency they chose: the content service reads its chain and segment from the body. */
export function audienceFilter({ roles, agencyNumber }: { roles: string[]; agencyNumber: string }): { agencyNumber?: string } {
  return isInternal(roles) && agencyNumber !== '' ? { agencyNumber } : {};
}

export function useAudienceFilter(): { agencyNumber?: string } {
  return audienceFilter(useAtomValue(authViewAtom));
}

export function useSegment() {
  return useAtomValue(segmentAtom);
}
