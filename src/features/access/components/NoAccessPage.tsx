import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { NO_ACCESS_TEXT, TO_START_TEXT } from '@/features/access/access-texts';
import { AccessMessage } from './AccessMessage';

/** A route the user's roles do not admit ('not-in-menu'). */
export function NoAccessPage() {
  return (
    <AccessMessage>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {NO_ACCESS_TEXT}
      </Typography>
      <Link component={RouterLink} to="/">
        {TO_START_TEXT}
      </Link>
    </AccessMessage>
  );
}
