import type { SxProps, Theme } from '@mui/material/styles';
import { MOBILE_MEDIA_QUERY } from '@/ui/responsive';

/** Login inputs fill the card, and are 180 px wide on screens of 768 px or less (spec §2). */
export const loginFieldSx: SxProps<Theme> = {
  width: '100%',
  [MOBILE_MEDIA_QUERY]: { width: 180 },
};

/** The rule text under an empty login field (spec §5). */
export const REQUIRED_TEXT = 'Måste fyllas i';

/** The button's text while a request is running (spec §8). */
export const LOADING_BUTTON_TEXT = 'Laddar...';
