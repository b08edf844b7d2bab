import { MOBILE_MAX_WIDTH_PX } from '../../ui/responsive';

/** At this width or narrower the drawer alone holds the navigation (tabs and menu bars are hidden): the spec's 768 px (§9). */
export const NARROW_MAX_WIDTH_PX = MOBILE_MAX_WIDTH_PX;
export const NARROW_MEDIA_QUERY = `@media (max-width: ${NARROW_MAX_WIDTH_PX}px)`;

/** Hidden on narrow screens. */
export const wideOnlySx = { [NARROW_MEDIA_QUERY]: { display: 'none' } } as const;

/** Text for screen readers only (kept in the accessible name, not drawn). */
export const visuallyHiddenSx = {
  position: 'absolute', width: 1, height: 1, p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
