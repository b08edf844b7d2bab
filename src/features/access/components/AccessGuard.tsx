import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { pathAccess } from '../../../../engine/access';
import { accessContextAtom, portalMenu } from '../../../state/access';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { ContentUnavailablePage } from './ContentUnavailablePage';
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
    case 'forbidden':
      return <ContentUnavailablePage />;
    case 'unknown':
      return <NotFoundPage component="div" />;
  }
}
