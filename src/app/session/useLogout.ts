import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/api/session-refresh';
import { mayLeaveUnsavedWork } from './leave-question';

/**
 * "Logga ut": revoke at the token handler, reset all client state, back to the login screen at /. With unsaved changes
 * in a form the leave question comes first (UnsavedWorkGuard); "Stanna kvar" keeps the session (the promise resolves).
 */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await mayLeaveUnsavedWork(store))) return;
    await signOut(store);
    void navigate('/', { replace: true });
  }, [store, navigate]);
}
