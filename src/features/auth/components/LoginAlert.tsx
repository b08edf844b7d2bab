import Box from '@mui/material/Box';
import { startTransition, useEffect, useState } from 'react';
import type { LoginAlert as LoginAlertFields } from '@ombudsportalen/portal/api';
import { AlertBox } from '@/ui/AlertBox';
import { fetchLoginAlert } from '@/features/auth/api/login-alert-api';

/** The login page's alert as far as it is known: `settled` once it answered, failed or was waited for long enough. */
export interface LoginAlertState {
  settled: boolean;
  alert: LoginAlertFields | null;
}

/** Fetches "Alert inloggningssida" once; settles on its answer (errors are only logged, spec §8) or after `waitMs`. */
export function useLoginAlert(waitMs: number): LoginAlertState {
  const [state, setState] = useState<LoginAlertState>({ settled: false, alert: null });
  useEffect(() => {
    let active = true;
    // Transitions: the login form shows with the alert, rendered in slices, not one long task (TBT on a phone).
    const timer = setTimeout(() => startTransition(() => setState((current) => ({ ...current, settled: true }))), waitMs);
    void fetchLoginAlert().then((loaded) => {
      if (!active) return;
      clearTimeout(timer); // answered: the wait's end would render the whole form again for nothing
      startTransition(() => setState({ settled: true, alert: loaded }));
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [waitMs]);
  return state;
}

/** The alert, shown when show is set and text present (spec §2). */
export function LoginAlert({ alert }: { alert: LoginAlertFields | null }) {
  if (!alert?.show || !alert.text.trim()) return null;
  return <Box sx={{ mb: 2 }} data-testid="login-alert"><AlertBox alert={alert} /></Box>;
}
