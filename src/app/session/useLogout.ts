import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../api/session-refresh';

/** "Logga ut": revoke at the token handler, reset all client state, back to the login screen at /. */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(store);
    void navigate('/', { replace: true });
  }, [store, navigate]);
}
