import { useAtomValue } from '@/state/atom-hooks';
import { Navigate } from 'react-router-dom';
import { authViewAtom } from '@/state/auth';
import { PageSpinner } from '@/ui/PageSpinner';
import { InternalLoginPage } from './lazy-pages';
import { INTERNAL_LOGIN_TITLE, useDocumentTitle } from './pages/page-title';

/** /internal: the internal login, unless a session is being validated or already exists. */
export function InternalLoginRoute() {
  const { viewState } = useAtomValue(authViewAtom);
  useDocumentTitle(INTERNAL_LOGIN_TITLE);
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') return <Navigate to="/" replace />;
  return <InternalLoginPage />;
}
