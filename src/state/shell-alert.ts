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
 * page down, from under a pointer pressing a button. Settled by the alert's answer, its failure, or SHELL_ALERT_WAIT_MS.
 */
export const shellAlertPendingAtom = atomResetOnLogout(true);

/** How long the page waits for the shell's alert at most: a slow content service must not hold the portal. */
export const SHELL_ALERT_WAIT_MS = 1500;
