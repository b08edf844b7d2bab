import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { LoginAlert as LoginAlertFields } from '../../../../portal/api';
import { AlertBox } from '../../../ui/AlertBox';
import { fetchLoginAlert } from '../api/login-alert-api';

/** The login page's alert "Alert inloggningssida": shown when show is set and text present (spec §2); errors only logged. */
export function LoginAlert() {
  const [alert, setAlert] = useState<LoginAlertFields | null>(null);
  useEffect(() => {
    let active = true;
    void fetchLoginAlert().then((loaded) => { if (active) setAlert(loaded); });
    return () => { active = false; };
  }, []);
  if (!alert?.show || !alert.text.trim()) return null;
  return <Box sx={{ mb: 2 }} data-testid="login-alert"><AlertBox alert={alert} /></Box>;
}
