import { atomResetOnLogout } from '../../state/reset';

/** The set-agency modal opened from the user menu; `opening` counts openings so each starts with an empty form. */
export const setAgencyDialogAtom = atomResetOnLogout({ open: false, opening: 0 });
