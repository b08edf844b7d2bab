import { useEffect } from 'react';
import { useStore } from 'jotai';
import { Outlet } from 'react-router-dom';
import { authAtom } from '@/state/auth';
import { restoreSession } from '@/api/session-refresh';
import { UnsavedWorkGuard } from './session/UnsavedWorkGuard';

/** On app start, asks the token handler for an access token (validating-token → logged-in / logged-out); guards unsaved work. */
export function SessionRoot() {
  const store = useStore();
  useEffect(() => {
    // refreshSession is single-flight, so StrictMode's double effect makes one request.
    if (store.get(authAtom).viewState === 'validating-token') void restoreSession(store);
  }, [store]);
  return (
    <>
      <Outlet />
      <UnsavedWorkGuard />
    </>
  );
}
