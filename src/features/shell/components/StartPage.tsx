import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { authAtom } from '../../../state/auth';

/** Placeholder start page until the news section is built. */
export function StartPage() {
  const { firstname, username } = useAtomValue(authAtom);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Välkommen, {firstname || username}
      </Typography>
    </Container>
  );
}
