import { apiFetch as defaultApiFetch, type ApiFetch } from '../../../api/http-client';
import { type AccountKind, NoAccountEndpointError } from '../account-kind';

const API = '/api/api-retail/v2';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** The path and body of a password change (spec part 1 §7): agency, partner or chain user. */
export function passwordRequest(account: AccountKind, username: string, change: PasswordChange): { url: string; body: Record<string, unknown> } {
  const body = { oldPassword: change.oldPassword, newPassword: change.newPassword, username };
  switch (account.kind) {
    case 'agency':
      return { url: `${API}/user/password`, body: { ...body, agencyNumber: account.agencyNumber } };
    case 'partner':
      return { url: `${API}/partner/user/password`, body: { ...body, partner: account.partner } };
    case 'chain':
      return { url: `${API}/chain/user/password`, body };
    case 'internal':
      throw new NoAccountEndpointError('Internal users change their password elsewhere');
  }
}

/** PUT the new password; 204 on success, 417 with the broken rule's text when the new one is refused. */
export async function changePassword(account: AccountKind, username: string, change: PasswordChange, apiFetch: ApiFetch = defaultApiFetch): Promise<void> {
  const { url, body } = passwordRequest(account, username, change);
  await apiFetch<void>(url, { method: 'PUT', body });
}
