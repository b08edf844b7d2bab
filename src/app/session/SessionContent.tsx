import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { GateRouter } from '@/features/gates/components/GateRouter';
import { agencyInfoSource } from '@/features/agency/agency-info-source';
import { nextGate } from '@/features/gates/next-gate';
import { agencyAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { PageSpinner } from '@/ui/PageSpinner';
import { AppShell } from '@/app/shell/AppShell';
import { accountHandoffs } from './account-handoffs';
import { loadAgencyInfo, loadSessionData } from './load-session-data';
import { SessionLoadFailed } from './SessionLoadFailed';
import { useLogout } from './useLogout';

/** Logged in: load the user (and agency info), then the gates in order, then the shell. */
export function SessionContent() {
  const store = useStore();
  const { loadState, user, errorCode } = useAtomValue(currentUserAtom);
  const logout = useLogout();
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const agencyLoadState = useAtomValue(agencyAtom).loadState;
  // Past the password and GDPR gates (which the server enforces too), agency info refused at a gate is loaded now.
  const gated = user !== null && nextGate(user, roles, {}, { mobileGateDone: true }) !== null;

  useEffect(() => {
    if (loadState === 'idle') void loadSessionData(store);
  }, [store, loadState]);

  useEffect(() => {
    if (loadState !== 'success' || gated || agencyLoadState !== 'idle') return;
    const source = agencyInfoSource(roles, agencyNumber);
    if (source) void loadAgencyInfo(store, source);
  }, [store, loadState, gated, agencyLoadState, roles, agencyNumber]);

  if (loadState === 'error') return <SessionLoadFailed code={errorCode} onLogout={() => void logout()} />;
  if (loadState !== 'success' || !user) return <PageSpinner />;
  return (
    <GateRouter user={user} handoffs={accountHandoffs} onLogout={() => void logout()}>
      <AppShell />
    </GateRouter>
  );
}
