import type { ApiFetch } from '../../api/http-client';
import { callEndpoint } from '../../api/endpoint';
import type { CurrentUser } from '../../state/current-user';

/** GET /me: the logged-in user with the fields the gates and the shell read (spec §3). */
export function fetchCurrentUser(apiFetch?: ApiFetch): Promise<CurrentUser> {
  return callEndpoint('getMe', {}, {}, apiFetch);
}
