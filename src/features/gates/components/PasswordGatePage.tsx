import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGOUT_TEXT, ONE_TIME_PASSWORD_NOTICE, PASSWORD_PAGE_HEADING } from '../gate-texts';
import { GateLayout } from './GateLayout';

export interface PasswordGatePageProps {
  /** The change-password form of the account issue; the page shows only the notice until then. */
  passwordForm?: ReactNode;
  onLogout: () => void;
}

/** The forced password change (gate 1): every path shows this page until the password is changed. */
export function PasswordGatePage({ passwordForm, onLogout }: PasswordGatePageProps) {
  return (
    <GateLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {PASSWORD_PAGE_HEADING}
        </Typography>
        <Alert severity="info" sx={{ width: '100%' }}>
          {ONE_TIME_PASSWORD_NOTICE}
        </Alert>
        {passwordForm}
        <Button variant="outlined" onClick={onLogout}>
          {LOGOUT_TEXT}
        </Button>
      </Stack>
    </GateLayout>
  );
}
