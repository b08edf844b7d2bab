import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { actingForAgencyText, CHOSEN_AGENCY_REGION } from '@/features/agency/agency-texts';
import { agencyAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { useOpenAgencyChooser } from './set-agency-dialog';
import { USER_MENU_TEXTS } from './user-menu-items';

/**
 * Under the header on every page: the outlet (number and name) an internal user acts for, and "Byt ombudsnummer".
 * The name shows once the chosen agency's info has loaded; until then the number alone.
 */
export function ChosenAgencyBar() {
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const { original } = useAtomValue(agencyAtom);
  const openAgencyChooser = useOpenAgencyChooser();
  if (!isInternal(roles) || agencyNumber === '') return null;
  const name = original?.agencyNumber === agencyNumber ? original.agencyName : '';
  return (
    <Box role="region" aria-label={CHOSEN_AGENCY_REGION} data-testid="chosen-agency" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 0.5 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
          <StorefrontOutlined fontSize="small" aria-hidden="true" />
          <span data-testid="chosen-agency-text">{actingForAgencyText(agencyNumber, name)}</span>
        </Typography>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={() => void openAgencyChooser()}
          sx={{ py: 0, ml: 'auto' }}
        >
          {USER_MENU_TEXTS['change-agency']}
        </Button>
      </Container>
    </Box>
  );
}
