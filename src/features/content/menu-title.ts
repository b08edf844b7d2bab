import { findMenuItemByPath, findPageByPath } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';

/** The menu's title of a path ("Hästtips" for /andelsspel/hasttips, "Nyheter" below /nyheter): the heading before content arrives. */
export function menuTitle(pathname: string): string {
  return findMenuItemByPath(portalMenu, pathname)?.item.title ?? findPageByPath(portalMenu, pathname)?.title ?? '';
}
