import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { GateRouter } from '../../features/gates/components/GateRouter';
import { currentUserAtom } from '../../state/current-user';
import { PageSpinner } from '../../ui/PageSpinner';
import { AppShell } from '../shell/AppShell';
import { accountHandoffs } from './account-handoffs';
import { loadSessionData } from './load-session-data';
import { SessionLoadFailed } from './SessionLoadFailed';
import { useLogout } from './useLogout';

/** Logged in: load the user (and agency info), then the gates in order, then the shell. */
export function SessionContent() {
  const store = useStore();
  const { loadState, user, errorCode } = useAtomValue(currentUserAtom);
  const logout = useLogout();

  useEffect(() => {
    if (loadState === 'idle') void loadSessionData(store);
  }, [store, loadState]);

  if (loadState === 'error') return <SessionLoadFailed code={errorCode} onLogout={() => void logout()} />;
  if (loadState !== 'success' || !user) return <PageSpinner />;
  return (
    <GateRouter user={user} handoffs={accountHandoffs} onLogout={() => void logout()}>
      <AppShell />
    </GateRouter>
  );
}
