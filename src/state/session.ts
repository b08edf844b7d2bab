import { isInternal } from '../../engine/access';
import { fetchAccessToken, logoutAtTokenHandler } from '../api/token-handler';
import { defaultFetch, type FetchImpl } from '../api/fetch-impl';
import { decodeAccessTokenClaims } from './access-token-claims';
import { agencyNumberFromUsername, authAtom } from './auth';
import { chosenAgencyFromCookie, forgetChosenAgency } from './chosen-agency';
import { resetClientState } from './reset';
import type { AppStore } from './store';

/** Internal staff act for the agency they chose (kept in a session cookie, so refreshes and reloads keep it). */
function agencyNumberOf(username: string, roles: readonly string[]): string {
  return isInternal(roles) ? chosenAgencyFromCookie() : agencyNumberFromUsername(username);
}

/** Puts a new access token and the user it names into the auth state: logged-in. */
export function signIn(store: AppStore, token: string): void {
  const claims = decodeAccessTokenClaims(token);
  store.set(authAtom, (current) => ({
    ...current,
    viewState: 'logged-in',
    token,
    username: claims.username,
    agencyNumber: agencyNumberOf(claims.username, claims.roles),
    roles: claims.roles,
    firstname: claims.givenName,
    lastname: claims.familyName,
    errorMessage: '',
  }));
}

// Bumped on every session end, so a refresh that started before a logout cannot log the user back in.
const sessionEpochs = new WeakMap<AppStore, number>();
const epochOf = (store: AppStore): number => sessionEpochs.get(store) ?? 0;

/** Clears all client state and shows the login screen (an optional error message on it). */
export function endSession(store: AppStore, errorMessage = ''): void {
  sessionEpochs.set(store, epochOf(store) + 1);
  forgetChosenAgency();
  resetClientState(store);
  store.set(authAtom, (current) => ({ ...current, viewState: 'logged-out', errorMessage }));
}

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

/** Gets a new access token from the refresh cookie; when that fails the user is logged out. */
export function refreshSession(store: AppStore, fetchImpl: FetchImpl = defaultFetch): Promise<string> {
  const inFlight = refreshesInFlight.get(store);
  if (inFlight) return inFlight;
  const epoch = epochOf(store);
  const refresh = (async () => {
    try {
      const token = await acrossTabs(() => fetchAccessToken(fetchImpl));
      if (epochOf(store) !== epoch) throw new Error('The session ended while the token was refreshed');
      signIn(store, token);
      return token;
    } catch (error) {
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

/** Logout: revoke at the token handler (failures only warned), reset everything, logged-out. */
export async function signOut(store: AppStore, fetchImpl: FetchImpl = defaultFetch): Promise<void> {
  await logoutAtTokenHandler(fetchImpl);
  endSession(store);
}
