import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useStore } from 'jotai';
import { useAtom, useAtomValue } from '@/state/atom-hooks';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { LEAVE_PAGE, LEAVE_QUESTION, LEAVE_QUESTION_TITLE, STAY_ON_PAGE } from '@/forms/unsaved-work-texts';
import { authAtom, authViewAtom } from '@/state/auth';
import { hasUnsavedWork, returnRouteOf, setCurrentRoute } from '@/state/unsaved-work';
import { PortalModal } from '@/ui/PortalModal';
import { pendingLeaveAtom } from './leave-question';

/** Closing or reloading the tab with unsaved changes: the browser's own question (its text is the browser's). */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedWork()) return;
  event.preventDefault();
  event.returnValue = ''; // older Chromium asks only with returnValue set
}

/**
 * The app's one guard of unsaved work (docs/decisions/unsaved-work.md), on the data router: tells the kept-work store
 * the route, sends a user who logs in back to the route their session ended on (their own kept work only), and asks
 * before a navigation (menu, link, browser back), "Logga ut" or the tab's closing would leave a form with unsaved changes.
 */
export function UnsavedWorkGuard() {
  const { pathname, search } = useLocation();
  const { viewState, username } = useAtomValue(authViewAtom);
  const navigate = useNavigate();

  useEffect(() => setCurrentRoute(`${pathname}${search}`), [pathname, search]);

  useEffect(() => {
    if (viewState !== 'logged-in') return;
    const route = returnRouteOf(username); // another user's kept work is discarded here
    if (route) void navigate(route, { replace: true });
  }, [viewState, username, navigate]);

  useEffect(() => {
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, []);

  const store = useStore();
  // Once the session is over (a logout, an ended session) its forms are gone: the way to the login screen is never blocked.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname && store.get(authAtom).viewState === 'logged-in' && hasUnsavedWork());
  const [pendingLeave, setPendingLeave] = useAtom(pendingLeaveAtom);
  const stay = () => {
    blocker.reset?.();
    pendingLeave?.answer(false);
    setPendingLeave(null);
  };
  const leave = () => {
    blocker.proceed?.();
    pendingLeave?.answer(true);
    setPendingLeave(null);
  };
  return (
    <PortalModal
      open={blocker.state === 'blocked' || pendingLeave !== null}
      onClose={stay}
      title={LEAVE_QUESTION_TITLE}
      actions={
        <>
          <Button variant="outlined" onClick={leave}>
            {LEAVE_PAGE}
          </Button>
          <Button variant="contained" autoFocus onClick={stay}>
            {STAY_ON_PAGE}
          </Button>
        </>
      }
    >
      <Typography>{LEAVE_QUESTION}</Typography>
    </PortalModal>
  );
}
