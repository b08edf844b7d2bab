import { Suspense } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import type { AgencyOverviewEntry } from '@/features/agency/api/agency-api';
import { setAgencySucceededText } from '@/features/agency/agency-texts';
import { authViewAtom } from '@/state/auth';
import { lazyNamed } from '@/app/lazy-component';
import { chooseAgency } from '@/app/session/load-session-data';
import { agencyChosenTextAtom, setAgencyDialogAtom, useAgencyChooserOpen } from './set-agency-dialog';

// Internal staff only: the chooser (an Autocomplete with Popper) is a chunk of its own, not part of every shell.
const SetAgencyModal = lazyNamed(() => import('@/features/agency/components/SetAgencyModal'), 'SetAgencyModal');

/** The set-agency modal for internal staff: forced open while no agency is chosen, else opened from the user menu. */
export function SetAgencyDialogHost() {
  const store = useStore();
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const dialog = useAtomValue(setAgencyDialogAtom);
  const setDialog = useSetAtom(setAgencyDialogAtom);
  const setChosenText = useSetAtom(agencyChosenTextAtom);
  const open = useAgencyChooserOpen();
  if (!isInternal(roles)) return null;

  // A success closes the chooser; its text shows in the page's feedback panel (AgencyChosenFeedback).
  const onAgencySet = (agency: AgencyOverviewEntry) => {
    setChosenText(setAgencySucceededText(agency.agencyNumber, agency.agencyName));
    setDialog((current) => ({ ...current, open: false }));
    void chooseAgency(store, agency);
  };
  return (
    <Suspense fallback={null}>
      <SetAgencyModal
        key={dialog.opening}
        open={open}
        currentAgencyNumber={agencyNumber}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onAgencySet={onAgencySet}
      />
    </Suspense>
  );
}
