import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useAtomValue } from '@/state/atom-hooks';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pathAccess } from '@ombudsportalen/portal/access';
import { accessContextAtom, portalMenu } from '@/state/access';
import { currentUserAtom } from '@/state/current-user';
import { CONTENT_MAX_WIDTH_PX } from '@/ui/responsive';
import { CHANGE_PASSWORD_LINK } from '@/features/account/account-texts';
import { useToday } from '@/state/session-hooks';
import { passwordExpiryDaysLeft, passwordExpiryText } from '@/features/account/password-expiry';

const PASSWORD_PATH = '/losenord';

/** "Ditt lösenord går ut om N dagar." with a link to /losenord, when 14 or fewer days remain; not on /losenord itself. */
export function PasswordExpiryNotice() {
  const { user } = useAtomValue(currentUserAtom);
  const access = useAtomValue(accessContextAtom);
  const { pathname } = useLocation();
  const days = passwordExpiryDaysLeft(user?.passwordExpireDate, useToday());
  if (days === null || pathname === PASSWORD_PATH) return null;
  const canChange = pathAccess(portalMenu, PASSWORD_PATH, access) === 'allowed';
  return (
    <Box sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, pt: 2 }}>
      <Alert severity="warning" data-testid="password-expiry-notice">
        {passwordExpiryText(days)}{' '}
        {canChange && (
          <>
            <Link component={RouterLink} to={PASSWORD_PATH}>
              {CHANGE_PASSWORD_LINK}
            </Link>
            .
          </>
        )}
      </Alert>
    </Box>
  );
}
