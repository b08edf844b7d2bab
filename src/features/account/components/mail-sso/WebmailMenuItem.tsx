import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { errorText } from '@/api/error-text';
import { LOADING_BUTTON_TEXT } from '@/ui/button-texts';
import { WEBMAIL, WEBMAIL_OPEN, webmailFailed } from '@/features/account/account-texts';
import { openWebmail } from '@/features/account/api/webmail-api';

/** "Webbmail" in the user menu: opens the mail service signed in, in a new tab; onOpened closes the menu. */
export function WebmailMenuItem({ onOpened }: { onOpened: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ error: string } | { blockedUrl: string } | null>(null);

  async function open() {
    setBusy(true);
    setProblem(null);
    try {
      const result = await openWebmail();
      if (result.opened) onOpened();
      else setProblem({ blockedUrl: result.url });
    } catch (failure) {
      setProblem({ error: webmailFailed(errorText(failure)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <MenuItem onClick={() => void open()} disabled={busy}>
        {busy ? LOADING_BUTTON_TEXT : WEBMAIL}
      </MenuItem>
      {problem && (
        // Inside the menu's list: a list item that is no menu item.
        <Box component="li" role="none" sx={{ listStyle: 'none', mx: 1, my: 0.5, maxWidth: 280 }}>
          {'error' in problem ? (
            <Alert severity="error">{problem.error}</Alert>
          ) : (
            <Alert severity="info">
              <Link href={problem.blockedUrl} target="_blank" rel="noopener noreferrer" onClick={onOpened}>
                {WEBMAIL_OPEN}
              </Link>
            </Alert>
          )}
        </Box>
      )}
    </>
  );
}
