import { atomResetOnLogout } from './reset';

/** The alert from the content service (spec §3: show, type, text). */
export interface ContentAlert {
  show: boolean;
  type: 'info' | 'warning' | 'error' | string;
  text: string;
}

/** The alert the shell's alert box shows; the content issue fills it from the content service. */
export const shellAlertAtom = atomResetOnLogout<ContentAlert | null>(null);
