import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from '@/state/atom-hooks';
import { EducationBanners } from '@/features/account/components/education/EducationBanners';
import { useEducationStatus } from '@/features/account/hooks/useEducationStatus';
import { NewsHome } from '@/features/content/components/news/NewsHome';
import { authViewAtom } from '@/state/auth';
import { ALERT_WAIT_MS } from '@/state/shell-alert';
import { useDelayedFlag } from '@/ui/PageContainer';

/** The start page: the education banners (spec part 1 §4), a greeting, then the news section (hero, banner, news). */
export function StartPage() {
  const { firstname, username } = useAtomValue(authViewAtom);
  const education = useEducationStatus();
  // In a transition: an urgent end overtook the banners' render (a transition, usePageInit) and showed the page
  // without them, which they then pushed down (CLS on a phone, test/e2e/layout-stability.spec.ts).
  const waited = useDelayedFlag(true, ALERT_WAIT_MS, true);
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
