import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { findMenuItemByPath } from '../../../../engine/access';
import { portalMenu } from '../../../state/access';
import { LOADER_TEXT } from '../../../ui/button-texts';

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

/**
 * The buttons that go with a SchemaForm's submit button (Avbryt, Återställ). SchemaForm renders only its own submit
 * button, so these follow under the form until it takes extra actions.
 */
export function FormSideActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}
