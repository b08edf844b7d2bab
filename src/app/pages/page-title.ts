import { useEffect } from 'react';
import { findMenuItemByPath, findPageByPath } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';

/** A route's title as declared in menu.json: the menu entry's, else the page's (e.g. "Nyheter" below /nyheter). */
export function pageTitle(pathname: string): string {
  return findMenuItemByPath(portalMenu, pathname)?.item.title ?? findPageByPath(portalMenu, pathname)?.title ?? '';
}

/** The portal's name: the browser tab reads "{page} – Ombudsportalen", or the name alone where no page is named. */
export const PORTAL_NAME = 'Ombudsportalen';
/** The tab titles of the screens outside the menu (their h1). */
export const LOGIN_TITLE = 'Logga in';
export const INTERNAL_LOGIN_TITLE = 'Intern inloggning';

export function documentTitle(title: string): string {
  return title === '' ? PORTAL_NAME : `${title} – ${PORTAL_NAME}`;
}

/** Sets the browser tab's title (WCAG 2.4.2: each page its own). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
