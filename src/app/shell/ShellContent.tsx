import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { isInternal } from '@ombudsportalen/portal/access';
import { agencyAtom } from '@/state/agency';
import { authAtom } from '@/state/auth';
import { shellAlertPendingAtom } from '@/state/shell-alert';
import { LOADER_TEXT } from '@/ui/button-texts';
import { PageContainer } from '@/ui/PageContainer';
import { PageInitError } from '@/ui/PageInitError';

/** The content area: nothing behind the agency chooser, a spinner (agency info or the shell's alert on their way) or the page-init error, else the page. */
export function ShellContent() {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const agency = useAtomValue(agencyAtom);
  const alertPending = useAtomValue(shellAlertPendingAtom);
  if (isInternal(roles) && agencyNumber === '') return null; // the chooser (SetAgencyDialogHost) is open instead
  // The alert above the page comes first: arriving over a shown page it would push it down.
  if (agency.loadState === 'pending' || alertPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={LOADER_TEXT} />
      </Box>
    );
  }
  if (agency.loadState === 'error') {
    return (
      <PageContainer loading={false}>
        <PageInitError code={agency.errorCode} />
      </PageContainer>
    );
  }
  return <Outlet />;
}
