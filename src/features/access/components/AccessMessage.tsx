import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CONTENT_MAX_WIDTH_PX } from '@/ui/responsive';

/** The content-area frame of an access message (same width as the not-found page). */
export function AccessMessage({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, py: 6 }}>{children}</Box>;
}
