import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/state/page-title';
import { CONTENT_MAX_WIDTH_PX } from './responsive';

/** The not-found page's heading and tab title (ours: the spec gives only the text below it). */
export const NOT_FOUND_TITLE = 'Sidan hittades inte';

/** The not-found and error screen (spec §2), with "Klicka här" linking to the start page; inside the shell it is a div, not a second main. */
export function NotFoundPage({ component = 'main' }: { component?: 'main' | 'div' }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Box component={component} sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, py: 6 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography>
        Hoppsan, nu gick något fel.{' '}
        <Link component={RouterLink} to="/">
          Klicka här
        </Link>{' '}
        för att komma till startsidan. Om problemet kvarstår kontakta kundservice.
      </Typography>
    </Box>
  );
}
