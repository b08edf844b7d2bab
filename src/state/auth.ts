import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { atomResetOnLogout } from './reset';

export type ViewState = 'validating-token' | 'logging-in' | 'logged-in' | 'logged-out';

export interface AuthState {
  viewState: ViewState;
  /** The access token; held in memory only, never in web storage or cookies. */
  token: string;
  username: string;
  agencyNumber: string;
  roles: string[];
  firstname: string;
  lastname: string;
  showDrawer: boolean;
  errorMessage: string;
}

export const initialAuthState: AuthState = {
  viewState: 'validating-token',
  token: '',
  username: '',
  agencyNumber: '',
  roles: [],
  firstname: '',
  lastname: '',
  showDrawer: false,
  errorMessage: '',
};

export const authAtom = atomResetOnLogout<AuthState>(initialAuthState);

/** The auth state without the access token and the drawer flag: who is logged in, as the pages show and decide by. */
export type AuthView = Omit<AuthState, 'token' | 'showDrawer'>;

/**
 * What components read (authAtom is for writers and non-React code): a token refresh and the menu drawer's opening
 * and closing leave it as it was, so they re-render no page (a menu click re-rendered the whole app, 70-90 ms).
 */
export const authViewAtom = selectAtom(authAtom, ({ token: _token, showDrawer: _showDrawer, ...view }): AuthView => view, sameFields);

/** Whether the menu drawer is open (auth state showDrawer), read and set on its own. */
export const drawerShownAtom = atom(
  (get) => get(authAtom).showDrawer,
  (_get, set, shown: boolean) => set(authAtom, (auth) => ({ ...auth, showDrawer: shown })),
);

/** Whether a session's access token is held. */
export const hasTokenAtom = atom((get) => get(authAtom).token !== '');

function sameFields(a: AuthView, b: AuthView): boolean {
  return (Object.keys(a) as (keyof AuthView)[]).every((key) => Object.is(a[key], b[key]));
}

/** The agency number is the part of the username before an underscore, or '' if none (spec §3). */
export function agencyNumberFromUsername(username: string): string {
  const underscore = username.indexOf('_');
  return underscore > 0 ? username.slice(0, underscore) : '';
}

export function fullName(auth: Pick<AuthState, 'firstname' | 'lastname'>): string {
  return [auth.firstname, auth.lastname].filter(Boolean).join(' ');
}
