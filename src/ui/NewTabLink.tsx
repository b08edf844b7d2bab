import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';

/** Read after the link's own text by a screen reader: the tab change is announced, not a surprise (WCAG 3.2.5). */
export const OPENS_IN_NEW_TAB = '(öppnas i en ny flik)';

const visuallyHiddenSx = {
  position: 'absolute', width: 1, height: 1, p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

/** A link to another site in a new tab, saying so: an icon for the eye, a hidden text for the ear; noopener. */
export function NewTabLink({ href, children, sx }: { href: string; children: ReactNode; sx?: LinkProps['sx'] }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {children}
      <OpenInNew fontSize="inherit" aria-hidden="true" sx={{ ml: 0.5, verticalAlign: 'text-top' }} />
      <Box component="span" sx={visuallyHiddenSx}>
        {' '}{OPENS_IN_NEW_TAB}
      </Box>
    </Link>
  );
}
