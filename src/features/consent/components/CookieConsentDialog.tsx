import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PortalModal } from '@/ui/PortalModal';
import { useAnalyticsConsent, writeAnalyticsConsent } from '@/state/consent-cookie';

export const CONSENT_TITLE = 'Cookies';
export const CONSENT_TEXT =
  'Vi använder nödvändiga cookies för att portalen ska fungera. Med ditt samtycke använder vi även analyscookies för att förbättra portalen.';
export const ACCEPT_ANALYTICS_TEXT = 'Godkänn analyscookies';
export const NECESSARY_ONLY_TEXT = 'Endast nödvändiga';

/** Asks a logged-in user once about analytics cookies (spec §2); the answer is kept 365 days per user. */
export function CookieConsentDialog({ username }: { username: string }) {
  const consent = useAnalyticsConsent(username);
  const answer = (value: 'granted' | 'denied') => () => writeAnalyticsConsent(username, value);
  // No onClose: Escape and the backdrop do not dismiss it, the user picks one of the two equal buttons.
  return (
    <PortalModal
      open={username !== '' && consent === undefined}
      title={CONSENT_TITLE}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button variant="contained" onClick={answer('granted')}>
            {ACCEPT_ANALYTICS_TEXT}
          </Button>
          <Button variant="contained" onClick={answer('denied')}>
            {NECESSARY_ONLY_TEXT}
          </Button>
        </Stack>
      }
    >
      <Typography>{CONSENT_TEXT}</Typography>
    </PortalModal>
  );
}
