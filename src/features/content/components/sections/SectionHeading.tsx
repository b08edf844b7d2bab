import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';

// Its popup (Popper, ClickAwayListener) loads only with a heading that has info, not on every article.
const InfoPopup = lazy(() => import('./InfoPopup').then((module) => ({ default: module.InfoPopup })));

/** A section's h2 with its optional info button. */
export function SectionHeading({ title, info }: { title: string; info?: string }) {
  if (title === '' && !info) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
      {title && <Typography variant="h5" component="h2">{title}</Typography>}
      {info && <InfoPopup text={info} />}
    </Box>
  );
}
