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

/** The agency number is the part of the username before an underscore, or '' if none (spec §3). */
export function agencyNumberFromUsername(username: string): string {
  const underscore = username.indexOf('_');
  return underscore > 0 ? username.slice(0, underscore) : '';
}

export function fullName(auth: Pick<AuthState, 'firstname' | 'lastname'>): string {
  return [auth.firstname, auth.lastname].filter(Boolean).join(' ');
}
