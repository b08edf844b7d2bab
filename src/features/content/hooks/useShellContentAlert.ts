import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { startTransition, useEffect } from 'react';
import { shopTypeOf, type Segment } from '@ombudsportalen/portal/access';
import { firstAlert, queryContent, type AlertFields } from '@/features/content/api/content-client';
import { ALERT_LIMIT } from '@/features/content/api/content-paths';
import { hasTokenAtom } from '@/state/auth';
import { segmentAtom } from '@/state/agency';
import { sessionEpochOf } from '@/state/session';
import { ALERT_WAIT_MS, shellAlertAtom, shellAlertPendingAtom } from '@/state/shell-alert';
import type { AppStore } from '@/state/store';

// The latest alert load per store: a reload starts it before the shell's chunk is in (load-session-data.ts), the shell joins it.
const alertLoads = new WeakMap<AppStore, { segment: Segment; epoch: number }>();

/** Loads the alert for the outlet's shop type into the shell's alert box (spec §7 "Alert by shop type"); one load per session and segment. */
export function loadShellAlert(store: AppStore, segment: Segment): void {
  const epoch = sessionEpochOf(store);
  const running = alertLoads.get(store);
  if (running?.segment === segment && running.epoch === epoch) return;
  const load = { segment, epoch };
  alertLoads.set(store, load);
  const stillWanted = () => alertLoads.get(store) === load && sessionEpochOf(store) === epoch;
  store.set(shellAlertPendingAtom, true);
  queryContent({ contentType: 'alert', 'fields.shopType': shopTypeOf(segment), limit: ALERT_LIMIT, include: 0 }).then(
    (collection) => firstAlert(collection),
    () => undefined, // logged by the client; the shell shows no alert
  ).then((alert) => { if (stillWanted()) showAlert(store, alert); });
}

/** The alert and the page it held back, in one transition: one commit (nothing moves) rendered in slices (TBT). */
function showAlert(store: AppStore, alert?: AlertFields | null): void {
  startTransition(() => {
    if (alert !== undefined) store.set(shellAlertAtom, alert);
    store.set(shellAlertPendingAtom, false);
  });
}

/** The shell's alert (loadShellAlert); the page waits for it (shellAlertPendingAtom) at most ALERT_WAIT_MS from the shell's start. */
export function useShellContentAlert(): void {
  const store = useStore();
  const segment = useAtomValue(segmentAtom);
  const loggedIn = useAtomValue(hasTokenAtom);
  useEffect(() => {
    if (!loggedIn) return undefined;
    loadShellAlert(store, segment);
    const waited = setTimeout(() => showAlert(store), ALERT_WAIT_MS);
    return () => clearTimeout(waited);
  }, [store, segment, loggedIn]);
}
