import { useAtomValue } from '@/state/atom-hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { findMenuItemByPath, pathAccess, type MenuItemDeclaration } from '@ombudsportalen/portal/access';
import { accessContextAtom, portalMenu } from '@/state/access';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { ContentUnavailablePage } from './ContentUnavailablePage';
import { DeniedTextPage } from './DeniedTextPage';
import { NoAccessPage } from './NoAccessPage';

/** The route guard: engine pathAccess on the current path decides page, no-access, cannot-load or not-found. */
export function AccessGuard() {
  const { pathname } = useLocation();
  const context = useAtomValue(accessContextAtom);
  switch (pathAccess(portalMenu, pathname, context)) {
    case 'allowed':
      return <Outlet />;
    case 'not-in-menu':
      return <NoAccessPage />;
    case 'forbidden': {
      // A page may name its own text for a segment it is hidden from (Orders: DIGITAL sees "Åtkomst nekad").
      const denied = (findMenuItemByPath(portalMenu, pathname)?.item as MenuItemDeclaration | undefined)?.segmentDeniedText?.[context.segment];
      return denied ? <DeniedTextPage text={denied} /> : <ContentUnavailablePage />;
    }
    case 'unknown':
      return <NotFoundPage component="div" />;
  }
}
