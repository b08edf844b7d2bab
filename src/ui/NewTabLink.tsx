import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from './visually-hidden';

/** Read after the link's own text by a screen reader: the tab change is announced, not a surprise (WCAG 3.2.5). */
export const OPENS_IN_NEW_TAB = '(öppnas i en ny flik)';

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
