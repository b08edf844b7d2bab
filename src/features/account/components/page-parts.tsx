import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { findMenuItemByPath } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';
import { LOADER_TEXT } from '@/ui/button-texts';

/** A page's heading: its title in menu.json ("Inställningar", "Min sida", "Utbildning"). */
export function pageTitle(path: string): string {
  return findMenuItemByPath(portalMenu, path)?.item.title ?? '';
}

/** A loader inside a page or card (the full-page PageSpinner would fill the screen). */
export function InlineLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={LOADER_TEXT} />
    </Box>
  );
}
