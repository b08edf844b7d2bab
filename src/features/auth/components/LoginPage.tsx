import Typography from '@mui/material/Typography';
import { LoginAlert, useLoginAlert } from './LoginAlert';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';

/**
 * How long the form waits for the alert above it: an alert arriving over a shown form pushed "Logga in" down, from
 * under a pointer pressing it (the click was lost). Past this the form shows, and a later alert still appears.
 */
export const LOGIN_ALERT_WAIT_MS = 1500;

/** The login screen shown at / while logged out (spec §2). */
export function LoginPage() {
  const { settled, alert } = useLoginAlert(LOGIN_ALERT_WAIT_MS);
  return (
    <LoginLayout>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        Logga in
      </Typography>
      <LoginAlert alert={alert} />
      {settled && <LoginForm />}
      {__APP_VERSION__ && (
        <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
          Version {__APP_VERSION__}
        </Typography>
      )}
    </LoginLayout>
  );
}
