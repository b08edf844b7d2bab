import { useAtom, useAtomValue, useStore } from 'jotai';
import { isInternal } from '../../../engine/access';
import type { AgencyOverviewEntry } from '../../features/agency/api/agency-api';
import { SetAgencyModal } from '../../features/agency/components/SetAgencyModal';
import { authAtom } from '../../state/auth';
import { chooseAgency } from '../session/load-session-data';
import { setAgencyDialogAtom } from './set-agency-dialog';

/** The set-agency modal for internal staff: forced open while no agency is chosen, else opened from the user menu. */
export function SetAgencyDialogHost() {
  const store = useStore();
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const [dialog, setDialog] = useAtom(setAgencyDialogAtom);
  if (!isInternal(roles)) return null;

  const onAgencySet = (agency: AgencyOverviewEntry) => {
    setDialog((current) => ({ ...current, open: true })); // stays open with the success text and "Stäng"
    void chooseAgency(store, agency);
  };
  return (
    <SetAgencyModal
      key={dialog.opening}
      open={agencyNumber === '' || dialog.open}
      currentAgencyNumber={agencyNumber}
      onClose={() => setDialog((current) => ({ ...current, open: false }))}
      onAgencySet={onAgencySet}
    />
  );
}
