import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInternalLoginPopup } from '@/features/auth/hooks/useInternalLoginPopup';
import { LoginLayout } from './LoginLayout';
import { LOADING_BUTTON_TEXT } from './login-field-style';
import { KeptWorkNotice } from './KeptWorkNotice';

/** /internal: internal staff log in through the authorization server's own page in a pop-up. */
export function InternalLoginPage() {
  const { ready, completing, errorMessage, openPopup } = useInternalLoginPopup();
  return (
    <LoginLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Intern inloggning
        </Typography>
        <Typography>Tillåt popup-fönster i webbläsaren för att kunna logga in.</Typography>
        <KeptWorkNotice />
        {errorMessage && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {errorMessage}
          </Alert>
        )}
        <Button variant="contained" size="large" disabled={!ready || completing} onClick={openPopup} sx={{ minWidth: 160 }}>
          {completing ? LOADING_BUTTON_TEXT : 'Logga in'}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
