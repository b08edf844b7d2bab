import { isInternal } from '@ombudsportalen/portal/access';
import { authAtom } from '@/state/auth';
import { endSession, sessionEpochOf, signIn } from '@/state/session';
import { discardKeptWork, keepOpenWork } from '@/state/unsaved-work';
import type { AppStore } from '@/state/store';
import { defaultFetch, type FetchImpl } from './fetch-impl';
import { fetchAccessToken, logoutAtTokenHandler } from './token-handler';

// The session's calls to the token handler; the session's state itself is src/state/session.ts (state imports no api).

// One refresh at a time per store: parallel refreshes would replay the rotated cookie and revoke the session.
const refreshesInFlight = new WeakMap<AppStore, Promise<string>>();

/** The Web Locks name every tab of the portal refreshes under (docs/security.md, finding 5). */
export const REFRESH_LOCK = 'portal-token-refresh';

/**
 * Runs a refresh under an exclusive Web Lock, so tabs take turns: the next tab sends the cookie the previous one
 * rotated in, instead of the same one. Without the API (old browsers, jsdom) the server's grace window covers it.
 */
export function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks === undefined ? work() : (locks.request(REFRESH_LOCK, { mode: 'exclusive' }, work) as Promise<T>);
}

/** The session ends under the user: the unsaved values of the open forms are kept for them (docs/decisions/unsaved-work.md). */
function keepWorkOfEndingSession(store: AppStore): void {
  const { viewState, username, agencyNumber, roles } = store.get(authAtom);
  if (viewState === 'logged-in') keepOpenWork({ username, agencyNumber, internal: isInternal(roles) });
}

/** Gets a new access token from the refresh cookie; when that fails the user is logged out, their open work kept. */
export function refreshSession(store: AppStore, fetchImpl: FetchImpl = defaultFetch): Promise<string> {
  const inFlight = refreshesInFlight.get(store);
  if (inFlight) return inFlight;
  const epoch = sessionEpochOf(store);
  const refresh = (async () => {
    try {
      const token = await acrossTabs(() => fetchAccessToken(fetchImpl));
      if (sessionEpochOf(store) !== epoch) throw new Error('The session ended while the token was refreshed');
      signIn(store, token);
      return token;
    } catch (error) {
      keepWorkOfEndingSession(store);
      endSession(store);
      throw error;
    } finally {
      refreshesInFlight.delete(store);
    }
  })();
  refreshesInFlight.set(store, refresh);
  return refresh;
}

/** App start: validating-token until the token handler answers, then logged-in or logged-out. */
export async function restoreSession(store: AppStore, fetchImpl: FetchImpl = defaultFetch): Promise<void> {
  try {
    await refreshSession(store, fetchImpl);
  } catch {
    // No valid refresh cookie is the normal first visit: refreshSession already set logged-out.
  }
}

/** Logout: revoke at the token handler (failures only warned), reset everything, logged-out; nothing is kept. */
export async function signOut(store: AppStore, fetchImpl: FetchImpl = defaultFetch): Promise<void> {
  await logoutAtTokenHandler(fetchImpl);
  discardKeptWork();
  endSession(store);
}
