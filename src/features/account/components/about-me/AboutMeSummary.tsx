import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@/state/current-user';
import { ALIAS_NOT_DEFINED } from '@/features/account/account-texts';
import { aboutMeValues } from '@/features/account/about-me-values';

// The labels of schemas/forms/about-me.json, so the read view and the form say the same.
const ROWS = [
  ['username', 'Användarnamn'],
  ['name', 'Namn'],
  ['permission', 'Behörighet'],
  ['mobile', 'Mobilnummer'],
  ['alias', 'Namn på kundkvitto'],
] as const;

/** The read view of Mina uppgifter: an empty alias reads "Ej definierat" (spec part 1 §2). */
export function AboutMeSummary({ user }: { user: CurrentUser }) {
  const values = aboutMeValues(user);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {ROWS.map(([key, label]) => (
        <Box key={key} sx={{ display: 'contents' }} data-testid={`about-me-${key}`}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {typeof values[key] === 'string' && values[key] !== '' ? values[key] : key === 'alias' ? ALIAS_NOT_DEFINED : '–'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
