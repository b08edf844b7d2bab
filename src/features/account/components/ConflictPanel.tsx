import Alert from '@mui/material/Alert';
import { CONFLICT_KEPT, RELOAD } from '@/features/account/account-texts';
import { LoadingButton } from '@/ui/LoadingButton';

export interface ConflictPanelProps {
  /** The server's 412 message ("Någon annan har ändrat uppgifterna …"). */
  message: string;
  onReload: () => void;
  reloading: boolean;
}

/**
 * Someone else saved first (HTTP 412). Shown above the form, which keeps what the user typed until they choose
 * "Ladda om" (the latest version replaces it). No auto-hide: the user must decide.
 */
export function ConflictPanel({ message, onReload, reloading }: ConflictPanelProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        <LoadingButton color="inherit" size="small" variant="outlined" loading={reloading} onClick={onReload}>
          {RELOAD}
        </LoadingButton>
      }
    >
      {message} {CONFLICT_KEPT}
    </Alert>
  );
}
