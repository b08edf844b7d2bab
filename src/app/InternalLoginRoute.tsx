import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { authAtom } from '../state/auth';
import { PageSpinner } from '../ui/PageSpinner';
import { fullPage, InternalLoginPage } from './lazy-pages';

/** /internal: the internal login, unless a session is being validated or already exists. */
export function InternalLoginRoute() {
  const { viewState } = useAtomValue(authAtom);
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') return <Navigate to="/" replace />;
  return fullPage(InternalLoginPage);
}
