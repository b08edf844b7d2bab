import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { MARKETING_MATERIAL_URL } from '@/app/portal-links';
import { OPENS_IN_NEW_TAB } from '@/ui/NewTabLink';
import { visuallyHiddenSx } from '@/ui/visually-hidden';

/** "Material": the external marketing-material site in a new tab (noopener: the new tab cannot reach this one). */
export function MaterialButton({ variant = 'outlined' }: { variant?: 'outlined' | 'text' }) {
  return (
    <Button component="a" href={MARKETING_MATERIAL_URL} target="_blank" rel="noopener noreferrer" color="inherit" variant={variant} endIcon={<OpenInNew fontSize="small" />}>
      Material
      <Box component="span" sx={visuallyHiddenSx}>
        {' '}{OPENS_IN_NEW_TAB}
      </Box>
    </Button>
  );
}
