import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { EducationBanners } from '@/features/account/components/education/EducationBanners';
import { useEducationStatus } from '@/features/account/hooks/useEducationStatus';
import { NewsHome } from '@/features/content/components/news/NewsHome';
import { authAtom } from '@/state/auth';
import { ALERT_WAIT_MS } from '@/state/shell-alert';

/**
 * True once `delayMs` have passed, set in a transition: the banners' answer, rendered in a transition of its own
 * (usePageInit), then commits with it or before it. An urgent update overtook that render and showed the page
 * without them, and they pushed it down (CLS on a phone, test/e2e/layout-stability.spec.ts).
 */
function useWaitedInTransition(delayMs: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setWaited(true)), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return waited;
}

/** The start page: the education banners (spec part 1 §4), a greeting, then the news section (hero, banner, news). */
export function StartPage() {
  const { firstname, username } = useAtomValue(authAtom);
  const education = useEducationStatus();
  const waited = useWaitedInTransition(ALERT_WAIT_MS);
  // The banners sit above everything: the page stays hidden (its news and hero load meanwhile) until their status is
  // known, at most ALERT_WAIT_MS, so arriving they do not push a shown page down (CLS on a phone, bench:lighthouse).
  const bannersKnown = education.status === 'success' || education.status === 'error' || waited;
  return (
    <Box sx={{ visibility: bannersKnown ? 'visible' : 'hidden' }}>
      <NewsHome
        intro={
          <Stack spacing={2} sx={{ mb: 3 }}>
            <EducationBanners status={education} />
            <Typography variant="h4" component="h1">
              Välkommen, {firstname || username}
            </Typography>
          </Stack>
        }
      />
    </Box>
  );
}
