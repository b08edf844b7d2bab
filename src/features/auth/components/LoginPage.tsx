import Typography from '@mui/material/Typography';
import { ALERT_WAIT_MS } from '@/state/shell-alert';
import { LoginAlert, useLoginAlert } from './LoginAlert';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';
import { KeptWorkNotice } from './KeptWorkNotice';

/**
 * The login screen shown at / while logged out (spec §2). The form waits for the alert above it (at most ALERT_WAIT_MS):
 * an alert arriving over a shown form pushed "Logga in" down, from under a pointer pressing it.
 */
export function LoginPage() {
  const { settled, alert } = useLoginAlert(ALERT_WAIT_MS);
  return (
    <LoginLayout>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        Logga in
      </Typography>
      <LoginAlert alert={alert} />
      <KeptWorkNotice />
      {settled && <LoginForm />}
      {/* With the form: shown before it, the line was pushed down by it (CLS 0.016 on a phone). */}
      {settled && __APP_VERSION__ && (
        <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
          Version {__APP_VERSION__}
        </Typography>
      )}
    </LoginLayout>
  );
}
