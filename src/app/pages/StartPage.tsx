import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { authAtom } from '../../state/auth';
import { PageContainer } from '../../ui/PageContainer';

/** Placeholder start page until the news section is built. */
export function StartPage() {
  const { firstname, username } = useAtomValue(authAtom);
  return (
    <PageContainer loading={false}>
      <Typography variant="h4" component="h1">
        Välkommen, {firstname || username}
      </Typography>
    </PageContainer>
  );
}
