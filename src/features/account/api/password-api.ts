import type { ApiBody, PasswordChange } from '@ombudsportalen/portal/api';
import { endpointRequest } from '@/api/endpoint';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { type AccountKind, NoAccountEndpointError } from '@/features/account/account-kind';

/** The old and the new password the form sends (the contract's PasswordChange less the caller's name). */
export type PasswordPair = Required<Pick<PasswordChange, 'oldPassword' | 'newPassword'>>;

type PasswordBody = ApiBody<'changeAgencyPassword' | 'changePartnerPassword' | 'changeChainPassword'>;

/** The path and body of a password change (spec part 1 §7): agency, partner or chain user. */
export function passwordRequest(account: AccountKind, username: string, change: PasswordPair): { url: string; method: string; body: PasswordBody } {
  const body = { oldPassword: change.oldPassword, newPassword: change.newPassword, username };
  switch (account.kind) {
    case 'agency':
      return endpointRequest('changeAgencyPassword', { body: { ...body, agencyNumber: account.agencyNumber } });
    case 'partner':
      return endpointRequest('changePartnerPassword', { body: { ...body, partner: account.partner } });
    case 'chain':
      return endpointRequest('changeChainPassword', { body });
    case 'internal':
      throw new NoAccountEndpointError('Internal users change their password elsewhere');
  }
}

/** PUT the new password; 204 on success, 417 with the broken rule's text when the new one is refused. */
export async function changePassword(account: AccountKind, username: string, change: PasswordPair, apiFetch: ApiFetch = defaultApiFetch): Promise<void> {
  const { url, method, body } = passwordRequest(account, username, change);
  await apiFetch<void>(url, { method, body });
}
