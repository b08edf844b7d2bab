import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CANNOT_LOAD_AFTER_LINK, CANNOT_LOAD_BEFORE_LINK, CANNOT_LOAD_LINK } from '@/features/access/access-texts';
import { AccessMessage } from './AccessMessage';

/** A route the outlet's segment hides ('forbidden'); "Klicka här" links to the start page. */
export function ContentUnavailablePage() {
  return (
    <AccessMessage>
      <Typography>
        {CANNOT_LOAD_BEFORE_LINK}{' '}
        <Link component={RouterLink} to="/">
          {CANNOT_LOAD_LINK}
        </Link>{' '}
        {CANNOT_LOAD_AFTER_LINK}
      </Typography>
    </AccessMessage>
  );
}
