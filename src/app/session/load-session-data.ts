import { startTransition } from 'react';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/error-text';
import { fetchAgencyInfo, type AgencyInfoSource, type AgencyOverviewEntry } from '@/features/agency/api/agency-api';
import { agencyInfoSource } from '@/features/agency/agency-info-source';
import { prefetchEducationStatus } from '@/features/account/hooks/useEducationStatus';
import { prefetchContent } from '@/features/content/api/early-content';
import { audienceFilter } from '@/features/content/hooks/useContentAudience';
import { loadShellAlert } from '@/features/content/hooks/useShellContentAlert';
import { startPageContentQueries } from '@/features/content/news-queries';
import { nextGate } from '@/features/gates/next-gate';
import { agencyAtom, agencyLoadedAtom, agencyLoadFailedAtom, agencyLoadStartedAtom, segmentAtom } from '@/state/agency';
import { authAtom } from '@/state/auth';
import { choosesAgencyFirst, rememberChosenAgency } from '@/state/chosen-agency';
import { systemClock } from '@/state/clock';
import { currentUserAtom } from '@/state/current-user';
import type { AppStore } from '@/state/store';
import { fetchCurrentUser } from './current-user-api';

// The latest load per store: an answer to an older load (before a logout or a newer choice) is dropped.
const latestUserLoad = new WeakMap<AppStore, symbol>();
const latestAgencyLoad = new WeakMap<AppStore, symbol>();

/** Loads one agency's info into the agency state (the HTTP client logs a failure; the code is kept for the page-init error). */
export async function loadAgencyInfo(store: AppStore, source: AgencyInfoSource): Promise<void> {
  const load = Symbol('agency-load');
  latestAgencyLoad.set(store, load);
  const { username } = store.get(authAtom);
  const stillWanted = () => latestAgencyLoad.get(store) === load && store.get(authAtom).username === username;
  store.set(agencyLoadStartedAtom);
  try {
    const info = await fetchAgencyInfo(source);
    // Answers are shown in a transition: React renders what they change in slices, not one long task (TBT, issue 38 §3).
    if (stillWanted()) startTransition(() => store.set(agencyLoadedAtom, info));
  } catch (error) {
    if (!stillWanted()) return;
    // A gate (forced password change, GDPR) refuses data calls on the server: load again once it is passed.
    if (isGateRefusal(error)) store.set(agencyAtom, { loadState: 'idle', errorCode: '', current: null, original: null });
    else store.set(agencyLoadFailedAtom, errorText(error));
  }
}

/** The server's 403 while the user stands at a gate (server/auth/gate-guard.ts). */
export function isGateRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.code ?? '').startsWith('error.gate.');
}

/** After login: the user (its spec path, current-user-api.ts) and, for agency staff and internal staff with a chosen agency, the agency info. */
export async function loadSessionData(store: AppStore): Promise<void> {
  if (store.get(currentUserAtom).loadState !== 'idle') return; // StrictMode runs the starting effect twice
  const load = Symbol('session-load');
  latestUserLoad.set(store, load);
  store.set(currentUserAtom, { loadState: 'pending', user: null, errorCode: '' });
  const { roles, agencyNumber } = store.get(authAtom);
  const source = agencyInfoSource(roles, agencyNumber);
  const [user] = await Promise.allSettled([fetchCurrentUser(store.get(authAtom)), source ? loadAgencyInfo(store, source) : Promise.resolve()]);
  if (latestUserLoad.get(store) !== load || store.get(currentUserAtom).loadState !== 'pending') return;
  startTransition(() => store.set(
    currentUserAtom,
    user.status === 'fulfilled'
      ? { loadState: 'success', user: user.value, errorCode: '' }
      : { loadState: 'error', user: null, errorCode: errorText(user.reason) },
  ));
}

/** The start page's address (routes.tsx: the shell's index route). */
const START_PAGE_PATH = '/';

/**
 * A reload with a valid refresh cookie: the user, the agency and then the shell's alert (and, at the start page, the
 * education status its banners need and its sections' first content) load as soon as the token is known, beside the
 * session's chunk instead of after it (docs/decisions/pages-on-a-phone.md). Nothing more at a gate: the server refuses
 * data calls there.
 */
export async function startSessionLoads(store: AppStore): Promise<void> {
  if (store.get(currentUserAtom).loadState !== 'idle') return;
  await loadSessionData(store);
  const { user } = store.get(currentUserAtom);
  if (user === null || nextGate(user, store.get(authAtom).roles, {}, { mobileGateDone: true }) !== null) return;
  loadShellAlert(store, store.get(segmentAtom));
  if (window.location.pathname !== START_PAGE_PATH) return;
  prefetchEducationStatus(store);
  const auth = store.get(authAtom);
  // The page asks for the chosen outlet's content once it is chosen.
  if (choosesAgencyFirst(auth)) return;
  prefetchContent(store, startPageContentQueries(systemClock.now(), audienceFilter(auth)));
}

/** An internal user chose an agency: keep it for the session (cookie + auth state), then load its info. */
export async function chooseAgency(store: AppStore, agency: AgencyOverviewEntry): Promise<void> {
  rememberChosenAgency(agency.agencyNumber);
  store.set(authAtom, (auth) => ({ ...auth, agencyNumber: agency.agencyNumber }));
  await loadAgencyInfo(store, { kind: 'internal', agencyNumber: agency.agencyNumber });
}
