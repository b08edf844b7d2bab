import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { accountKindOf } from '@/features/account/account-kind';
import { ownUserPath } from '@/features/account/api/own-user-api';
import type { AuthState } from '@/state/auth';
import type { CurrentUser } from '@/state/current-user';

/**
 * The logged-in user with the fields the gates and the shell read (spec §3), by the spec's path for the user's kind
 * (part 1 §7: GET /agencies/{agency}/users/{username} for agency staff).
 */
export function fetchCurrentUser(auth: Pick<AuthState, 'roles' | 'username' | 'agencyNumber'>, apiFetch: ApiFetch = defaultApiFetch): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(ownUserPath(accountKindOf(auth.roles, auth.agencyNumber), auth.username));
}
