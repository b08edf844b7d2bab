// The picture sizes the portal's pages show (spec part 1 §2 and §9), declared once: the SPA asks for exactly these
// (src/features/content/api/asset-url.ts), and the embedded content service renders these and nothing else
// (server/routes/asset-routes.ts; docs/decisions/busy-and-renditions.md). Contentful's Images API takes the same parameters.

/** One picture size: a width, and for a cut picture its height, filled (cropped to exactly w×h). */
export interface ImageVariant {
  readonly w: number;
  readonly h?: number;
  readonly fit?: 'fill';
}

export const IMAGE_VARIANTS = {
  hero: { w: 1232, h: 400, fit: 'fill' },
  heroCarousel: { w: 1232, h: 360, fit: 'fill' },
  pageBanner: { w: 1232, h: 160, fit: 'fill' },
  fullWidth: { w: 1232 },
  videoPoster: { w: 960, h: 480, fit: 'fill' },
  richText: { w: 800 },
  wide: { w: 800, h: 450, fit: 'fill' },
  tab: { w: 600, h: 300, fit: 'fill' },
  card: { w: 400, h: 200, fit: 'fill' },
  square: { w: 400, h: 400, fit: 'fill' },
  newsSide: { w: 264, h: 148, fit: 'fill' },
  preview: { w: 100, h: 100, fit: 'fill' },
} as const satisfies Record<string, ImageVariant>;

export type ImageVariantName = keyof typeof IMAGE_VARIANTS;

/** The formats a picture comes in: its own (no fm) or WebP; quality is always the service's own. */
export const IMAGE_FORMATS = ['webp'] as const;

/** The format the SPA asks every declared size in: WebP (the start page's pictures 86 → 47 KB as JPEG → WebP; issue 38 §3). */
export const SHOWN_FORMAT: (typeof IMAGE_FORMATS)[number] = 'webp';

/** A rendition's parameters as a query string carries them (absent: not asked). */
export interface ImageQueryValues {
  w?: string;
  h?: string;
  fit?: string;
  fm?: string;
  q?: string;
}

/** Whether a query asks for a declared variant in a declared format (the original itself asks for nothing). */
export function isDeclaredImageQuery(query: ImageQueryValues): boolean {
  if (query.q !== undefined || (query.fm !== undefined && !(IMAGE_FORMATS as readonly string[]).includes(query.fm))) return false;
  if (query.w === undefined && query.h === undefined && query.fit === undefined) return true;
  return Object.values<ImageVariant>(IMAGE_VARIANTS).some((variant) => query.w === String(variant.w)
    && query.h === (variant.h === undefined ? undefined : String(variant.h)) && query.fit === variant.fit);
}
