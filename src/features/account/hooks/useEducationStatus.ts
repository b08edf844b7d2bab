import { useAtomValue } from 'jotai';
import { agencyAtom, segmentAtom } from '@/state/agency';
import { authAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { type PageInit, usePageInit } from '@/ui/page-init-state';
import { fetchEducationStatus } from '@/features/account/api/education-api';
import { fetchesEducationStatus } from '@/features/account/education-model';
import type { EducationStatus } from '@/features/account/education-model';

export type EducationStatusState = PageInit<EducationStatus | null>;

/** The caller's education status, or null for users it is not fetched for (EKONOMI, DIGITAL and TRACK shops, non-staff). */
export function useEducationStatus(): EducationStatusState {
  const { roles, username, agencyNumber } = useAtomValue(authAtom);
  const segment = useAtomValue(segmentAtom);
  const personId = useAtomValue(currentUserAtom).user?.personId ?? null;
  const chainId = useAtomValue(agencyAtom).original?.retailChainId ?? null;
  const applies = fetchesEducationStatus(roles, segment);
  return usePageInit(
    () => (applies ? fetchEducationStatus({ personId, username, agencyNumber, chainId }) : Promise.resolve(null)),
    [applies, personId, username, agencyNumber, chainId],
  );
}
