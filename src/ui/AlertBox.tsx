import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ContentAlert } from '@/state/shell-alert';

const SEVERITIES: readonly AlertColor[] = ['info', 'warning', 'error', 'success'];

// The type is free text in the content service: match it loosely, fall back to info.
function severityOf(type: string): AlertColor {
  const normalized = type.trim().toLowerCase();
  return SEVERITIES.find((severity) => severity === normalized) ?? 'info';
}

/** The alert box of the shell and the login page (spec §2): shown only when `show` is set and there is text. */
export function AlertBox({ alert }: { alert?: ContentAlert | null }) {
  if (!alert?.show || !alert.text?.trim()) return null;
  const severity = severityOf(alert.type ?? '');
  return (
    <Alert severity={severity} role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'} sx={{ whiteSpace: 'pre-line' }}>
      {alert.text}
    </Alert>
  );
}
