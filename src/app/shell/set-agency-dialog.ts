import { useAtomValue } from 'jotai';
import { isInternal } from '@ombudsportalen/portal/access';
import { authAtom } from '@/state/auth';
import { atomResetOnLogout } from '@/state/reset';

/** The set-agency modal opened from the user menu; `opening` counts openings so each starts with an empty form. */
export const setAgencyDialogAtom = atomResetOnLogout({ open: false, opening: 0 });

/** "Ombudsnummer satt till …" after a choice: the page's feedback panel shows it once the chooser has closed. */
export const agencyChosenTextAtom = atomResetOnLogout('');

/** Whether the set-agency modal is open: forced while an internal user has no agency, else when opened from the menu. */
export function useAgencyChooserOpen(): boolean {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const dialog = useAtomValue(setAgencyDialogAtom);
  return isInternal(roles) && (agencyNumber === '' || dialog.open);
}
