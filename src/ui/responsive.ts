/** Screens this wide or narrower get the mobile layout (spec §9). */
export const MOBILE_MAX_WIDTH_PX = 768;
export const MOBILE_MEDIA_QUERY = `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** The not-found container's maximum width (spec §9). */
export const CONTENT_MAX_WIDTH_PX = 1232;
