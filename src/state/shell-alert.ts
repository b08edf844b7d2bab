import { atomResetOnLogout } from './reset';

/** The alert from the content service (spec §3: show, type, text). */
export interface ContentAlert {
  show: boolean;
  type: 'info' | 'warning' | 'error' | string;
  text: string;
}

/** The alert the shell's alert box shows; the content issue fills it from the content service. */
export const shellAlertAtom = atomResetOnLogout<ContentAlert | null>(null);

/**
 * Whether the shell still waits for that alert before it shows the page: drawn later above a shown page, it pushed the
 * page down, from under a pointer pressing a button. Settled by the alert's answer, its failure, or ALERT_WAIT_MS.
 */
export const shellAlertPendingAtom = atomResetOnLogout(true);

/**
 * How long what sits below an alert (the shell's page, the login form) waits for it at most before it shows: a slow
 * content service must not hold the portal, and an alert that comes later still appears.
 */
export const ALERT_WAIT_MS = 1500;
