import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/LoginPage';
import { authAtom } from '../state/auth';
import { PageSpinner } from '../ui/PageSpinner';
import { SessionContent } from './session/SessionContent';

/** Spinner while the token is validated; the login screen at / (other paths redirect there); else the session. */
export function SessionGate() {
  const { viewState } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') return <SessionContent />;
  return pathname === '/' ? <LoginPage /> : <Navigate to="/" replace />;
}
