import { apiFetch as defaultApiFetch, type ApiFetch } from '../../api/http-client';
import type { CurrentUser } from '../../state/current-user';

/** GET /me: the logged-in user with the fields the gates and the shell read (spec §3). */
export function fetchCurrentUser(apiFetch: ApiFetch = defaultApiFetch): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/api-retail/v2/me');
}
