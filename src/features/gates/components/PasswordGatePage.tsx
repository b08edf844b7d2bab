import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ONE_TIME_PASSWORD_NOTICE, PASSWORD_PAGE_HEADING } from '@/features/gates/gate-texts';
import { GateLayout } from './GateLayout';

/** The forced password change (gate 1): every path shows this page until the password is changed. */
export function PasswordGatePage({ children }: { children: ReactNode }) {
  return (
    <GateLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {PASSWORD_PAGE_HEADING}
        </Typography>
        <Alert severity="info">{ONE_TIME_PASSWORD_NOTICE}</Alert>
        {/* The change-password form: its Avbryt logs out, its Spara changes the password. */}
        <div>{children}</div>
      </Stack>
    </GateLayout>
  );
}
