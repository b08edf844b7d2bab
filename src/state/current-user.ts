import type { User } from '@ombudsportalen/portal/api';
import { atomResetOnLogout } from './reset';

/** The caller as its user read answers (spec §3 Person/user; part 1 §7 paths): the contract's User (schemas/api/users.json). */
export type CurrentUser = User;

/** Page init state (spec §4): idle → pending → success | error. */
export type PageInitState = 'idle' | 'pending' | 'success' | 'error';

export interface CurrentUserState {
  /** The session data load after login (the user, and the agency info where it is loaded then). */
  loadState: PageInitState;
  user: CurrentUser | null;
  /** The generic error text of a failed load (shown after "Felkod:"). */
  errorCode: string;
}

export const currentUserAtom = atomResetOnLogout<CurrentUserState>({ loadState: 'idle', user: null, errorCode: '' });

/** The mobile gate was passed in this page session (Avbryt or Spara); the cookie remembers a confirmation. */
export const mobileGateDoneAtom = atomResetOnLogout(false);
