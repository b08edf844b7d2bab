import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { InternalLoginPage } from '../features/auth/components/InternalLoginPage';
import { authAtom } from '../state/auth';
import { PageSpinner } from '../ui/PageSpinner';

/** /internal: the internal login, unless a session is being validated or already exists. */
export function InternalLoginRoute() {
  const { viewState } = useAtomValue(authAtom);
  if (viewState === 'validating-token') return <PageSpinner />;
  if (viewState === 'logged-in') return <Navigate to="/" replace />;
  return <InternalLoginPage />;
}
