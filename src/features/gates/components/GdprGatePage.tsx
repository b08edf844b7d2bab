import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useClock } from '../../../state/clock';
import * as texts from '../gate-texts';
import { GateLayout } from './GateLayout';

export interface GdprGatePageProps {
  /** Saves the acceptance (date as yyyy-MM-dd, spec §5); filled by the account issue. Resolve = gate passed. */
  saveGdprAcceptance: (acceptDate: string) => Promise<void>;
  onLogout: () => void;
}

/** The GDPR acceptance (gate 2): a required checkbox, "Godkänn" and a logout link. */
export function GdprGatePage({ saveGdprAcceptance, onLogout }: GdprGatePageProps) {
  const { now } = useClock();
  const [accepted, setAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const missing = attempted && !accepted;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!accepted || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await saveGdprAcceptance(dayjs(now()).format('YYYY-MM-DD'));
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <GateLayout>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={texts.GDPR_HEADING}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {texts.GDPR_HEADING}
          </Typography>
          <Typography>{texts.GDPR_BODY}</Typography>
          <div>
            <FormControlLabel
              control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} slotProps={{ input: { 'aria-invalid': missing, 'aria-describedby': missing ? 'gdpr-required' : undefined } }} />}
              label={texts.GDPR_CHECKBOX_LABEL}
            />
            {missing && <FormHelperText id="gdpr-required" error>{texts.GDPR_REQUIRED_TEXT}</FormHelperText>}
          </div>
          {failed && <Alert severity="error" sx={{ width: '100%' }}>{texts.GDPR_SAVE_FAILED_TEXT}</Alert>}
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Laddar...' : texts.GDPR_ACCEPT_BUTTON}
          </Button>
          <Link component="button" type="button" onClick={onLogout}>
            {texts.LOGOUT_TEXT}
          </Link>
        </Stack>
      </form>
    </GateLayout>
  );
}
