import { useAtomValue } from '@/state/atom-hooks';
import { Navigate, useLocation } from 'react-router-dom';
import { authViewAtom } from '@/state/auth';
import { pageTitleAtom } from '@/state/page-title';
import { keptWork } from '@/state/unsaved-work';
import { PageSpinner } from '@/ui/PageSpinner';
import { fullPage, LoginPage, useSessionContent } from './lazy-pages';
import { LOGIN_TITLE, pageTitle, useDocumentTitle } from './pages/page-title';
import { PageAnnouncer } from './session/PageAnnouncer';

/**
 * Spinner while the token is validated; the login screen at / (other paths redirect there; to the internal login when
 * an internal user's session ended under unsaved work); else the session and its page announcer. Sets the tab title.
 */
export function SessionGate() {
  const { viewState } = useAtomValue(authViewAtom);
  const { pathname } = useLocation();
  const shownPageTitle = useAtomValue(pageTitleAtom);
  // Each route's tab title from the menu declaration it is routed by (schemas/menu/menu.json), unless the shown page
  // names itself (an article, the not-found page); the login its own.
  useDocumentTitle(viewState === 'logged-in' ? (shownPageTitle ?? pageTitle(pathname)) : viewState === 'validating-token' ? '' : LOGIN_TITLE);
  const SessionContent = useSessionContent(viewState === 'logged-in');
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') {
    return (
      <>
        {SessionContent === null ? <PageSpinner /> : fullPage(SessionContent)}
        <PageAnnouncer />
      </>
    );
  }
  if (pathname !== '/' && keptWork()?.internal) return <Navigate to="/internal" replace />;
  return pathname === '/' ? <LoginPage /> : <Navigate to="/" replace />;
}
