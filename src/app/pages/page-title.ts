import { findMenuItemByPath, findPageByPath } from '../../../engine/access';
import { portalMenu } from '../../state/access';

/** A route's title as declared in menu.json: the menu entry's, else the page's (e.g. "Nyheter" below /nyheter). */
export function pageTitle(pathname: string): string {
  return findMenuItemByPath(portalMenu, pathname)?.item.title ?? findPageByPath(portalMenu, pathname)?.title ?? '';
}
