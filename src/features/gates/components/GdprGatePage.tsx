import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as texts from '@/features/gates/gate-texts';
import { GateLayout } from './GateLayout';

export interface GdprGatePageProps {
  /** The acceptance form: "Jag godkänner ovanstående" (required) and "Godkänn". */
  children: ReactNode;
  onLogout: () => void;
}

/** The GDPR acceptance (gate 2): what is processed, the acceptance form and a logout link. */
export function GdprGatePage({ children, onLogout }: GdprGatePageProps) {
  return (
    <GateLayout>
      <Stack spacing={2} component="section" aria-label={texts.GDPR_HEADING}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {texts.GDPR_HEADING}
        </Typography>
        <Typography>{texts.GDPR_BODY}</Typography>
        <div>{children}</div>
        <div>
          <Link component="button" type="button" onClick={onLogout}>
            {texts.LOGOUT_TEXT}
          </Link>
        </div>
      </Stack>
    </GateLayout>
  );
}
