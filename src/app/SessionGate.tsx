import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { authAtom } from '../state/auth';
import { PageSpinner } from '../ui/PageSpinner';
import { fullPage, LoginPage, SessionContent } from './lazy-pages';

/** Spinner while the token is validated; the login screen at / (other paths redirect there); else the session. */
export function SessionGate() {
  const { viewState } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') return fullPage(SessionContent);
  return pathname === '/' ? fullPage(LoginPage) : <Navigate to="/" replace />;
}
