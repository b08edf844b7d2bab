import { startTransition, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAtomValue } from '@/state/atom-hooks';
import { Outlet } from 'react-router-dom';
import { agencyAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { choosesAgencyFirst } from '@/state/chosen-agency';
import { LOADER_TEXT } from '@/ui/button-texts';
import { PageContainer } from '@/ui/PageContainer';
import { PageInitError } from '@/ui/PageInitError';
import { RouteSpinner } from '@/ui/RouteSpinner';

/**
 * False until the shell has shown with its alert: the page's chunk starts loading a commit later, so the alert (the
 * LCP element of most pages) does not wait for the page's code. A transition: the loader stays until the page's code is
 * in, then the page shows at once (a Suspense fallback shown first, React would hold the page up to 300 ms after it).
 */
function useShownOnce(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setShown(true));
  }, [ready]);
  return shown;
}

/**
 * The content area: nothing behind the agency chooser, a spinner (agency info or the shell's alert on their way) or the
 * page-init error, else the page. `alertPending` comes from the shell, read in the render that draws the alert: read
 * here, a concurrent render could see the alert settled while the shell had drawn none, and the alert then pushed the
 * loader down (CLS 0.05 on a phone).
 */
export function ShellContent({ alertPending }: { alertPending: boolean }) {
  const auth = useAtomValue(authViewAtom);
  const agency = useAtomValue(agencyAtom);
  const waiting = agency.loadState === 'pending' || alertPending;
  const shellShown = useShownOnce(!waiting);
  if (choosesAgencyFirst(auth)) return null; // the chooser (SetAgencyDialogHost) is open instead
  // The alert above the page comes first: arriving over a shown page it would push it down.
  if (waiting) {
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
  // The pages' one Suspense boundary (lazy-pages.tsx shellPage): a page's code loading keeps the shown page (a
  // navigation is a transition) or, at the start, the loader.
  return <Suspense fallback={<RouteSpinner />}>{shellShown ? <Outlet /> : <RouteSpinner />}</Suspense>;
}
