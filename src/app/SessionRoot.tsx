import { useEffect } from 'react';
import { useStore } from 'jotai';
import { Outlet } from 'react-router-dom';
import { startSession } from './session-start';
import { UnsavedWorkGuard } from './session/UnsavedWorkGuard';

/** On app start, asks the token handler for an access token (validating-token → logged-in / logged-out), then starts the session's loads; guards unsaved work. */
export function SessionRoot() {
  const store = useStore();
  useEffect(() => {
    // refreshSession is single-flight, so StrictMode's double effect (and main.tsx's start) make one request.
    void startSession(store);
  }, [store]);
  return (
    <>
      <Outlet />
      <UnsavedWorkGuard />
    </>
  );
}
