import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { shopTypeOf } from '@ombudsportalen/portal/access';
import { firstAlert, queryContent } from '@/features/content/api/content-client';
import { ALERT_LIMIT } from '@/features/content/api/content-paths';
import { authAtom } from '@/state/auth';
import { segmentAtom } from '@/state/agency';
import { ALERT_WAIT_MS, shellAlertAtom, shellAlertPendingAtom } from '@/state/shell-alert';

/** Fills the shell's alert box with the alert for the outlet's shop type (spec §7 "Alert by shop type"); the page waits for it (shellAlertPendingAtom). */
export function useShellContentAlert(): void {
  const segment = useAtomValue(segmentAtom);
  const { token } = useAtomValue(authAtom);
  const setAlert = useSetAtom(shellAlertAtom);
  const setPending = useSetAtom(shellAlertPendingAtom);
  const loggedIn = token !== '';
  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    setPending(true);
    const settle = () => { if (!controller.signal.aborted) setPending(false); };
    const waited = setTimeout(settle, ALERT_WAIT_MS);
    queryContent({ contentType: 'alert', 'fields.shopType': shopTypeOf(segment), limit: ALERT_LIMIT, include: 0 }, controller.signal).then(
      (collection) => setAlert(firstAlert(collection)),
      () => { /* logged by the client; the shell shows no alert */ },
    ).finally(settle);
    return () => {
      controller.abort();
      clearTimeout(waited);
    };
  }, [segment, loggedIn, setAlert, setPending]);
}
