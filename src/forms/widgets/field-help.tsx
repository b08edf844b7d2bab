import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The text under an input: the hint stays when an error shows, the error on its own line after it (the rule the
 * person must meet stays in view beside what is wrong, issue 37).
 */
export function fieldHelp(hint: string | undefined, error: string | undefined): ReactNode {
  if (!error || !hint) return error ?? hint;
  return (
    <>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {hint}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {error}
      </Box>
    </>
  );
}
