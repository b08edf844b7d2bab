import { atom, useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { agencyAtom, segmentAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { earlyAnswers } from '@/state/early-answers';
import type { AppStore } from '@/state/store';
import { type PageInit, usePageInit } from '@/ui/page-init-state';
import { type EducationStatusRequest, fetchEducationStatus } from '@/features/account/api/education-api';
import { fetchesEducationStatus } from '@/features/account/education-model';
import type { EducationStatus } from '@/features/account/education-model';

export type EducationStatusState = PageInit<EducationStatus | null>;

/** The caller's status request, or null for users it is not fetched for (EKONOMI, DIGITAL and TRACK shops, non-staff). */
const educationStatusRequestAtom = atom<EducationStatusRequest | null>((get) => {
  const { roles, username, agencyNumber } = get(authViewAtom);
  if (!fetchesEducationStatus(roles, get(segmentAtom))) return null;
  const personId = get(currentUserAtom).user?.personId ?? null;
  const chainId = get(agencyAtom).original?.retailChainId ?? null;
  return { personId, username, agencyNumber, chainId };
});

// A status asked for at the session's start, taken by the first page that wants the same request's answer.
const earlyStatus = earlyAnswers<EducationStatus>();

/**
 * Asks for the status as soon as the user and the agency are in (a reload at the start page): its banners sit above the
 * page, which waits for them at most ALERT_WAIT_MS; asked on mount, on a slow phone they came later and pushed it down.
 */
export function prefetchEducationStatus(store: AppStore): void {
  const request = store.get(educationStatusRequestAtom);
  if (request === null) return;
  earlyStatus.put(store, JSON.stringify(request), fetchEducationStatus(request), undefined);
}

/** The caller's education status (the early answer if it was for the same request, else a fresh one), or null. */
export function useEducationStatus(): EducationStatusState {
  const store = useStore();
  const request = useAtomValue(educationStatusRequestAtom);
  const key = JSON.stringify(request);
  return usePageInit(() => {
    if (request === null) return Promise.resolve(null);
    return earlyStatus.take(store, key) ?? fetchEducationStatus(request);
  }, [key]);
}
