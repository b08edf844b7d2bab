import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { choosesAgencyFirst } from '@/state/chosen-agency';
import { authViewAtom } from '@/state/auth';
import { atomResetOnLogout } from '@/state/reset';
import { mayLeaveUnsavedWork } from '@/app/session/leave-question';

/** The set-agency modal opened from the user menu; `opening` counts openings so each starts with an empty form. */
export const setAgencyDialogAtom = atomResetOnLogout({ open: false, opening: 0 });

/** "Ombudsnummer satt till …" after a choice: the page's feedback panel shows it once the chooser has closed. */
export const agencyChosenTextAtom = atomResetOnLogout('');

/** Whether the set-agency modal is open: forced while an internal user has no agency, else when opened from the menu. */
export function useAgencyChooserOpen(): boolean {
  const auth = useAtomValue(authViewAtom);
  const dialog = useAtomValue(setAgencyDialogAtom);
  return choosesAgencyFirst(auth) || (isInternal(auth.roles) && dialog.open);
}

/** "Byt ombudsnummer": a new agency replaces every form's data, so unsaved changes first get the leave question. */
export function useOpenAgencyChooser(): () => Promise<void> {
  const store = useStore();
  return useCallback(async () => {
    if (!(await mayLeaveUnsavedWork(store))) return;
    store.set(setAgencyDialogAtom, (dialog) => ({ open: true, opening: dialog.opening + 1 }));
  }, [store]);
}
