import { isInternal, pathAccess, type AccessContext } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';

export type UserMenuItem = 'change-password' | 'subscriptions' | 'outbox' | 'change-agency' | 'logout';

export const USER_MENU_TEXTS: Record<UserMenuItem, string> = {
  'change-password': 'Byt lösenord',
  subscriptions: 'Mina prenumerationer',
  outbox: 'Utkorg',
  'change-agency': 'Byt ombudsnummer',
  logout: 'Logga ut',
};

export const PASSWORD_PATH = '/losenord';
/** The pages of the user menu besides /losenord, each shown where menu.json allows it (its "pages"). */
export const USER_MENU_PATHS: Readonly<Partial<Record<UserMenuItem, string>>> = { 'change-password': PASSWORD_PATH, subscriptions: '/prenumerationer', outbox: '/utkorg' };

/**
 * The user menu's actions: "Byt lösenord" where /losenord is allowed (not ADMIN, SALJCOACH), "Mina prenumerationer" and
 * "Utkorg" where theirs are, "Byt ombudsnummer" for internal staff.
 */
export function userMenuItems(context: AccessContext): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  for (const [item, path] of Object.entries(USER_MENU_PATHS) as Array<[UserMenuItem, string]>) {
    if (pathAccess(portalMenu, path, context) === 'allowed') items.push(item);
  }
  if (isInternal(context.roles)) items.push('change-agency');
  items.push('logout');
  return items;
}
