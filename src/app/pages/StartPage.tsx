import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { EducationBanners } from '../../features/account/education/EducationBanners';
import { authAtom } from '../../state/auth';
import { PageContainer } from '../../ui/PageContainer';

/** Placeholder start page until the news section is built; the education banners (spec part 1 §4) come first. */
export function StartPage() {
  const { firstname, username } = useAtomValue(authAtom);
  return (
    <PageContainer loading={false}>
      <Stack spacing={3}>
        <EducationBanners />
        <Typography variant="h4" component="h1">
          Välkommen, {firstname || username}
        </Typography>
      </Stack>
    </PageContainer>
  );
}
