import { startTransition } from 'react';
import { isInternal } from '@ombudsportalen/portal/access';
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
  // A transition: the session's screens render in slices, not one long task (TBT, issue 38 §3).
  startTransition(() => store.set(authAtom, (current) => ({
    ...current,
    viewState: 'logged-in',
    token,
    username: claims.username,
    agencyNumber: agencyNumberOf(claims.username, claims.roles),
    roles: claims.roles,
    firstname: claims.givenName,
    lastname: claims.familyName,
    errorMessage: '',
  })));
}

// Bumped on every session end, so a refresh that started before a logout cannot log the user back in.
const sessionEpochs = new WeakMap<AppStore, number>();
/** Which session the store is in: a refresh compares it before and after, so a logout in between wins. */
export const sessionEpochOf = (store: AppStore): number => sessionEpochs.get(store) ?? 0;

/** Clears all client state and shows the login screen (an optional error message on it). */
export function endSession(store: AppStore, errorMessage = ''): void {
  sessionEpochs.set(store, sessionEpochOf(store) + 1);
  forgetChosenAgency();
  resetClientState(store);
  store.set(authAtom, (current) => ({ ...current, viewState: 'logged-out', errorMessage }));
}
