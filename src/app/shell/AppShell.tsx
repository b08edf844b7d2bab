import Box from '@mui/material/Box';
import { useAtomValue } from '@/state/atom-hooks';
import { useNavigate } from 'react-router-dom';
import { usePageViewAnalytics } from '@/api/analytics';
import { PasswordExpiryNotice } from '@/features/account/components/password/PasswordExpiryNotice';
import { CookieConsentDialog } from '@/features/consent/components/CookieConsentDialog';
import { useShellContentAlert } from '@/features/content/hooks/useShellContentAlert';
import { authViewAtom } from '@/state/auth';
import { shellAlertAtom, shellAlertPendingAtom } from '@/state/shell-alert';
import { AlertBox } from '@/ui/AlertBox';
import { AppErrorBoundary } from '@/ui/AppErrorBoundary';
import { Footer } from '@/ui/Footer';
import { CONTENT_MAX_WIDTH_PX } from '@/ui/responsive';
import { AgencyChosenFeedback } from './AgencyChosenFeedback';
import { MenuBars } from './MenuBars';
import { NavigationDrawer } from './NavigationDrawer';
import { SetAgencyDialogHost } from './SetAgencyDialogHost';
import { ShellContent } from './ShellContent';
import { ShellHeader } from './ShellHeader';
import { useAgencyChooserOpen } from './set-agency-dialog';
import { visuallyHiddenSx } from './shell-layout';

const skipLinkSx = { ...visuallyHiddenSx, '&:focus': { position: 'fixed', top: 8, left: 8, width: 'auto', height: 'auto', clip: 'auto', zIndex: 2000, p: 1.5, bgcolor: 'background.paper', color: 'primary.main' } };

/** The logged-in layout: header, menu bars, drawer, alert box, the page, the footer; the agency modal, then the cookie modal. */
export function AppShell() {
  const { username } = useAtomValue(authViewAtom);
  const alert = useAtomValue(shellAlertAtom);
  const alertPending = useAtomValue(shellAlertPendingAtom);
  const navigate = useNavigate();
  const chooserOpen = useAgencyChooserOpen();
  usePageViewAnalytics();
  useShellContentAlert();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="a" href="#innehall" sx={skipLinkSx}>
        Till innehållet
      </Box>
      <ShellHeader />
      <MenuBars />
      <NavigationDrawer />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows as it loads never moves it (CLS). */}
      <Box component="main" id="innehall" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        {alert && (
          <Box sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, pt: 2 }}>
            <AlertBox alert={alert} />
          </Box>
        )}
        <AgencyChosenFeedback />
        <PasswordExpiryNotice />
        <AppErrorBoundary onReset={() => void navigate('/')}>
          <ShellContent alertPending={alertPending} />
        </AppErrorBoundary>
      </Box>
      <Footer />
      <SetAgencyDialogHost />
      {/* One dialog at a time: the cookie question waits until the agency chooser has closed. */}
      <CookieConsentDialog username={chooserOpen ? '' : username} />
    </Box>
  );
}
