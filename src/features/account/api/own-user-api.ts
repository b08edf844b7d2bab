import { apiUrl, type ApiBody, type User } from '@ombudsportalen/portal/api';
import { endpointRequest } from '@/api/endpoint';
import { apiFetch as defaultApiFetch, type ApiFetch } from '@/api/http-client';
import { type AccountKind, NoAccountEndpointError } from '@/features/account/account-kind';
import { fetchVersioned, ifMatch, type Versioned } from '@/api/versioned-fetch';

/** What a user may change on their own record here; an absent key is left as it is. '' clears mobile or alias. */
export type OwnUserChanges = Pick<ApiBody<'saveAgencyUser'>, 'mobile' | 'alias' | 'gdprAcceptDate'>;

/**
 * Where the caller's own user is read (spec part 1 §7): agency staff `/agencies/{agency}/users/{username}`, partner users
 * `/partner/{partner}/users/{username}`, chain users `/chain/users/{username}`. Internal staff: `/me`, ours, since no
 * spec call reads an internal user (docs/decisions/account-pages.md).
 */
export function ownUserPath(account: AccountKind, username: string): string {
  switch (account.kind) {
    case 'agency':
      return apiUrl('getAgencyUser', { agency: account.agencyNumber, username });
    case 'partner':
      return apiUrl('getPartnerUser', { partner: account.partner, username });
    case 'chain':
      return apiUrl('getChainUser', { username });
    case 'internal':
      return apiUrl('getMe');
  }
}

/** The caller's own user with its ETag (the users row version): the page that edits the user sends it back. */
export function fetchOwnUser(account: AccountKind, username: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<User>> {
  return fetchVersioned<User>(ownUserPath(account, username), {}, apiFetch);
}

/** The path and body of a save of one's own record (spec part 1 §7, part 2 §7). */
export function ownUserRequest(account: AccountKind, username: string, changes: OwnUserChanges): { url: string; method: string; body: ApiBody<'saveAgencyUser' | 'savePartnerUser' | 'saveChainUser'> } {
  switch (account.kind) {
    case 'agency':
      return endpointRequest('saveAgencyUser', { body: { agencyNumber: account.agencyNumber, username, ...changes } });
    case 'partner':
      return endpointRequest('savePartnerUser', { body: { username, partner: account.partner, ...withoutAlias(changes) } });
    case 'chain':
      return endpointRequest('saveChainUser', { body: { username, ...withoutAlias(changes) } });
    case 'internal':
      throw new NoAccountEndpointError('Internal users have no own-account endpoint');
  }
}

// Partner and chain records have no receipt name.
function withoutAlias({ alias: _alias, ...rest }: OwnUserChanges): OwnUserChanges {
  return rest;
}

/** PUT the caller's own record with If-Match; answers the saved user and its new ETag (412 when someone saved first). */
export function saveOwnUser(account: AccountKind, username: string, changes: OwnUserChanges, etag: string, apiFetch: ApiFetch = defaultApiFetch): Promise<Versioned<User>> {
  const { url, method, body } = ownUserRequest(account, username, changes);
  return fetchVersioned<User>(url, { method, body, headers: ifMatch(etag) }, apiFetch);
}

/**
 * A one-field save from a gate page (GDPR, mobile): the current ETag is read first. Only the changed field is sent,
 * so nothing the user did not see can be overwritten.
 */
export async function saveOwnUserNow(account: AccountKind, username: string, changes: OwnUserChanges, apiFetch: ApiFetch = defaultApiFetch): Promise<User> {
  const { etag } = await fetchOwnUser(account, username, apiFetch);
  return (await saveOwnUser(account, username, changes, etag, apiFetch)).data;
}
