import Snackbar from '@mui/material/Snackbar';

/** How long the toast stays. */
export const TOAST_HIDE_AFTER_MS = 6000;

/** A toast message; `id` tells two equal texts apart, so a second failure shows the toast again. */
export interface Toast {
  text: string;
  id: number;
}

/** The reports pages' toast (part 2 §8 "Error fetching report {code}", in Swedish: "Fel vid hämtning av rapport {code}"), a MUI Snackbar. */
export function ReportToast({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      message={toast?.text}
      autoHideDuration={TOAST_HIDE_AFTER_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    />
  );
}
