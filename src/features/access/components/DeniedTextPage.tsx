import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { TO_START_TEXT } from '@/features/access/access-texts';
import { AccessMessage } from './AccessMessage';

/** A page hidden from the outlet's segment that declares its own text for it (menu.json segmentDeniedText). */
export function DeniedTextPage({ text }: { text: string }) {
  return (
    <AccessMessage>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Link component={RouterLink} to="/">
        {TO_START_TEXT}
      </Link>
    </AccessMessage>
  );
}
