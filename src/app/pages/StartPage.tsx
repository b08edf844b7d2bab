import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { EducationBanners } from '../../features/account/components/education/EducationBanners';
import { NewsHome } from '../../features/content/components/news/NewsHome';
import { authAtom } from '../../state/auth';

/** The start page: the education banners (spec part 1 §4), a greeting, then the news section (hero, banner, news). */
export function StartPage() {
  const { firstname, username } = useAtomValue(authAtom);
  return (
    <NewsHome
      intro={
        <Stack spacing={2} sx={{ mb: 3 }}>
          <EducationBanners />
          <Typography variant="h4" component="h1">
            Välkommen, {firstname || username}
          </Typography>
        </Stack>
      }
    />
  );
}
