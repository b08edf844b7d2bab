import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  EDUCATION_EXPIRES_WITHIN_24_HOURS,
  EDUCATION_LOAD_FAILED,
  EDUCATION_NOT_COMPLETED,
  educationExpiresIn,
} from '@/features/account/account-texts';
import { useToday } from '@/state/session-hooks';
import { type EducationBanner, educationBanners } from '@/features/account/education-banners';
import type { EducationStatusState } from '@/features/account/hooks/useEducationStatus';

function bannerText(banner: EducationBanner): string {
  switch (banner.kind) {
    case 'not-completed':
      return EDUCATION_NOT_COMPLETED;
    case 'expires-in-days':
      return educationExpiresIn(banner.days, banner.also);
    case 'expires-within-24-hours':
      return EDUCATION_EXPIRES_WITHIN_24_HOURS;
  }
}

/** The start page's education banners (spec part 1 §4): red when not completed, yellow for coming expiries. */
export function EducationBanners({ status }: { status: EducationStatusState }) {
  const today = useToday();
  if (status.status === 'error') return <Alert severity="error">{EDUCATION_LOAD_FAILED}</Alert>;
  if (status.status !== 'success' || status.data === null) return null;
  const banners = educationBanners(status.data, today);
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="education-banners">
      {banners.map((banner) => (
        <Alert key={banner.kind} severity={banner.kind === 'not-completed' ? 'error' : 'warning'}>
          {bannerText(banner)}
        </Alert>
      ))}
    </Stack>
  );
}
