import Typography from '@mui/material/Typography';
import { LoginAlert } from './LoginAlert';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';

/** The login screen shown at / while logged out (spec §2). */
export function LoginPage() {
  return (
    <LoginLayout>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        Logga in
      </Typography>
      <LoginAlert />
      <LoginForm />
      {__APP_VERSION__ && (
        <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
          Version {__APP_VERSION__}
        </Typography>
      )}
    </LoginLayout>
  );
}
