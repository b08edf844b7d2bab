import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MAX_WIDTH_PX } from '@/ui/responsive';

/** At this width or narrower the drawer alone holds the navigation (tabs and menu bars are hidden): the spec's 768 px (§9). */
export const NARROW_MAX_WIDTH_PX = MOBILE_MAX_WIDTH_PX;
export const NARROW_MEDIA_QUERY = `@media (max-width: ${NARROW_MAX_WIDTH_PX}px)`;

/** Hidden on narrow screens. */
export const wideOnlySx = { [NARROW_MEDIA_QUERY]: { display: 'none' } } as const;

/** Whether the tabs and menu bars are rendered: on a phone not at all, as its first render is the slow part (MUI's Tabs measure the page). */
export function useWideShell(): boolean {
  return !useMediaQuery(NARROW_MEDIA_QUERY.replace('@media ', ''), { noSsr: true });
}

/** Text for screen readers only: the one definition in src/ui, named here too for the shell's parts. */
export { visuallyHiddenSx } from '@/ui/visually-hidden';
