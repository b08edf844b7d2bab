import Alert from '@mui/material/Alert';
import { SESSION_ENDED_WORK_KEPT } from '@/forms/unsaved-work-texts';
import { keptWork } from '@/state/unsaved-work';

/** On a login screen after the session ended under unsaved changes: they are kept, logging in again brings them back. */
export function KeptWorkNotice() {
  if (!keptWork()) return null;
  return (
    <Alert severity="info" role="status" sx={{ width: '100%', mb: 2 }}>
      {SESSION_ENDED_WORK_KEPT}
    </Alert>
  );
}
