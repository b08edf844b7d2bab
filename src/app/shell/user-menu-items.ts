import { isInternal, pathAccess, type AccessContext } from '@ombudsportalen/portal/access';
import { portalMenu } from '../../state/access';

export type UserMenuItem = 'change-password' | 'change-agency' | 'logout';

export const USER_MENU_TEXTS: Record<UserMenuItem, string> = {
  'change-password': 'Byt lösenord',
  'change-agency': 'Byt ombudsnummer',
  logout: 'Logga ut',
};

export const PASSWORD_PATH = '/losenord';

/** The user menu's actions: "Byt lösenord" where /losenord is allowed (not ADMIN, SALJCOACH), "Byt ombudsnummer" for internal staff. */
export function userMenuItems(context: AccessContext): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (pathAccess(portalMenu, PASSWORD_PATH, context) === 'allowed') items.push('change-password');
  if (isInternal(context.roles)) items.push('change-agency');
  items.push('logout');
  return items;
}
