import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../api/error-text';
import * as texts from '../gate-texts';
import { GateLayout } from './GateLayout';

export interface MobileGatePageProps {
  /** The mobile number held for the user, if any (decides the heading). */
  heldMobile?: string;
  /** Avbryt: passes the gate for this page session only. */
  onCancel: () => void;
  /** Spara: confirms (and, with the account issue's form, saves) the number; resolve = gate passed. */
  onSave: () => Promise<void>;
  /** The mobile form of the account issue; until then a held number can only be confirmed. */
  mobileForm?: ReactNode;
}

export const mobileSaveFailedText = (code: string): string => `Ett fel uppstod när mobilnumret skulle sparas. Felkod: ${code}`;

/** The mobile confirmation (gate 3): "Ange…" without a number, "Bekräfta…" with one; Avbryt and Spara. */
export function MobileGatePage({ heldMobile, onCancel, onSave, mobileForm }: MobileGatePageProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const canSave = Boolean(heldMobile) || mobileForm !== undefined;

  async function save() {
    setSaving(true);
    setError('');
    try {
      await onSave();
    } catch (failure) {
      setError(mobileSaveFailedText(errorText(failure)));
      setSaving(false);
    }
  }

  return (
    <GateLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {heldMobile ? texts.MOBILE_HEADING_HELD : texts.MOBILE_HEADING_MISSING}
        </Typography>
        {heldMobile && <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{heldMobile}</Typography>}
        <Typography sx={{ color: 'text.secondary' }}>{texts.MOBILE_FORMAT_HINT}</Typography>
        {mobileForm}
        {error && <Alert severity="error" sx={{ width: '100%' }}>{error}</Alert>}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={onCancel} disabled={saving}>
            Avbryt
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving || !canSave}>
            {saving ? 'Laddar...' : 'Spara'}
          </Button>
        </Stack>
      </Stack>
    </GateLayout>
  );
}
