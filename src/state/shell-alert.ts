import type { ContentAlert } from '../ui/AlertBox';
import { atomResetOnLogout } from './reset';

/** The alert the shell's alert box shows; the content issue fills it from the content service. */
export const shellAlertAtom = atomResetOnLogout<ContentAlert | null>(null);
