import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as texts from '@/features/gates/gate-texts';
import { GateLayout } from './GateLayout';

export interface MobileGatePageProps {
  /** The mobile number held for the user, if any (decides the heading). */
  heldMobile?: string;
  /** The mobile form: the number (prefilled when held), Avbryt and Spara. */
  children: ReactNode;
}

/** The mobile confirmation (gate 3): "Ange…" without a number, "Bekräfta…" with one. */
export function MobileGatePage({ heldMobile, children }: MobileGatePageProps) {
  return (
    <GateLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {heldMobile ? texts.MOBILE_HEADING_HELD : texts.MOBILE_HEADING_MISSING}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{texts.MOBILE_FORMAT_HINT}</Typography>
        <div>{children}</div>
      </Stack>
    </GateLayout>
  );
}
