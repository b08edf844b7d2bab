import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CONTENT_MAX_WIDTH_PX } from './responsive';

/** The not-found and error screen (spec §2), with "Klicka här" linking to the start page; inside the shell it is a div, not a second main. */
export function NotFoundPage({ component = 'main' }: { component?: 'main' | 'div' }) {
  return (
    <Box component={component} sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, py: 6 }}>
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
