import { decide } from '@ombudsportalen/portal/access';
import type { Values } from '@ombudsportalen/engine/browser';
import type { CurrentUser } from '@/state/current-user';
import { PERMISSION_ECONOMY, PERMISSION_STANDARD } from './account-texts';
import type { OwnUserChanges } from './api/own-user-api';

/** The permission shown on Mina uppgifter (spec part 1 §2): "Ekonomi" where the `economyPermission` decision holds, otherwise "Standard". */
export function permissionLabel(roles: readonly string[]): string {
  return decide('economyPermission', { roles }) ? PERMISSION_ECONOMY : PERMISSION_STANDARD;
}

/** The about-me form's values: the read-only username, name and permission (filled here, never sent), mobile, alias. */
export function aboutMeValues(user: CurrentUser): Values {
  return {
    username: user.username,
    name: [user.firstname, user.lastname].filter(Boolean).join(' '),
    permission: permissionLabel(user.roles),
    ...(user.mobile ? { mobile: user.mobile } : {}),
    ...(user.alias ? { alias: user.alias } : {}),
  };
}

/**
 * What the save sends besides username and agency number. The engine leaves an emptied alias out of the payload, and
 * an absent key means "unchanged" at the server, so an empty alias is sent as '' (it clears the alias).
 */
export function aboutMeChanges(payload: Record<string, unknown>): OwnUserChanges {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { mobile: text(payload['mobile']), alias: text(payload['alias']) };
}
