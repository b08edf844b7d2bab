import Alert from '@mui/material/Alert';

export const pageInitErrorText = (code: string | number): string =>
  `Ett fel uppstod när sidan skulle laddas. Felkod: ${code}`;

/** The page-init error panel (spec §4). */
export function PageInitError({ code }: { code: string | number }) {
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {pageInitErrorText(code)}
    </Alert>
  );
}
