import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOADER_TEXT } from './button-texts';
import { CONTENT_MAX_WIDTH_PX } from './responsive';

/** The loading indicator shows only when loading lasts longer than this (spec §2, §9). */
export const PAGE_LOADING_DELAY_MS = 750;

export interface PageContainerProps {
  /** The page's data is loading: the content is held back, the indicator appears after 750 ms. */
  loading: boolean;
  title?: string;
  children?: ReactNode;
}

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it turns false. `inTransition`: it turns
 * true in a transition, so a data render already under way commits with it or first, never overtaken by it.
 */
export function useDelayedFlag(active: boolean, delayMs: number, inTransition = false): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => (inTransition ? startTransition(() => setElapsed(true)) : setElapsed(true)), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs, inTransition]);
  return active && elapsed;
}

/** A page's frame: max 1232 px wide, responsive padding, optional h1, delayed loading indicator. */
export function PageContainer({ loading, title, children }: PageContainerProps) {
  const showIndicator = useDelayedFlag(loading, PAGE_LOADING_DELAY_MS);
  return (
    <Box
      aria-busy={loading || undefined}
      sx={{ width: '100%', maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, md: 4 } }}
    >
      {title && (
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
      )}
      {showIndicator && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={LOADER_TEXT} />
        </Box>
      )}
      {!loading && children}
    </Box>
  );
}
