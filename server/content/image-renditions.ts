// What an image rendition may cost (docs/security.md, issue 23 item 1): the size a client asks for is only a wish. The
// rendition is never larger than the original, never more than MAX_RENDITION_PIXELS, of a quality in QUALITY_RANGE, and
// AVIF only where it is cheap; equal effective renditions share one cache file, whatever parameters asked for them.
import sharp from 'sharp';

export type ImageFit = 'pad' | 'fill' | 'scale' | 'crop' | 'thumb';
export type ImageFormat = 'jpg' | 'png' | 'webp' | 'avif';

/** Contentful's Images API parameters that the embedded service honours (w, h, fit, fm, q), as parsed numbers. */
export interface ImageParams {
  w?: number;
  h?: number;
  fit?: ImageFit;
  fm?: ImageFormat;
  q?: number;
}

/** The same parameters as the query string carries them (strings, checked by the route's schema). */
export interface ImageQuery {
  w?: string;
  h?: string;
  fit?: ImageFit;
  fm?: ImageFormat;
  q?: string;
}

/** Contentful's own limit on w and h; a larger value is refused with 400, a smaller one is bounded below. */
export const MAX_IMAGE_SIDE = 4000;
/** At most full HD of output, whatever the original and the parameters (the SPA's largest picture is 1232×400). */
export const MAX_RENDITION_PIXELS = 1920 * 1080;
/** An original larger than this is not decoded (sharp's own default is 268 MP). */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Below 40 the picture is ruined, above 90 only the bytes grow: q outside is taken to the nearest end. */
export const QUALITY_RANGE = { min: 40, max: 90, default: 82 } as const;
/** AVIF costs about ten times WebP to encode: larger asks get WebP (every browser that takes AVIF takes WebP). */
export const AVIF_MAX_PIXELS = 500_000;
/** One rendition never runs longer than this (sharp stops it and the request answers 422). */
export const RENDER_TIMEOUT_S = 20;

/** The query-string patterns: digits only, no sign, exponent, blank or leading zero (so `397x`, `1e3`, ` 400` are 400s). */
export const IMAGE_QUERY_PATTERNS = {
  side: '^(?:[1-9][0-9]{0,2}|[1-3][0-9]{3}|4000)$',
  quality: '^(?:[1-9][0-9]?|100)$',
} as const;

/** The rendition actually made: exact output size, fit, format and quality. Its fields are its cache key. */
export interface RenditionPlan {
  width: number;
  height: number;
  fit: ImageFit | 'none';
  format: ImageFormat;
  quality: number;
}

const MIME: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
const FORMAT_OF_MIME: Readonly<Record<string, ImageFormat>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

export const mimeTypeOf = (format: ImageFormat): string => MIME[format];

/** Raster originals sharp re-encodes; anything else (SVG, GIF, PDF, film) is served as stored. */
export const isResizable = (mimeType: string): boolean => FORMAT_OF_MIME[mimeType] !== undefined;

export function parseImageQuery(query: ImageQuery): ImageParams {
  const params: ImageParams = {};
  if (query.w !== undefined) params.w = Number(query.w);
  if (query.h !== undefined) params.h = Number(query.h);
  if (query.fit !== undefined) params.fit = query.fit;
  if (query.fm !== undefined) params.fm = query.fm;
  if (query.q !== undefined) params.q = Number(query.q);
  return params;
}

export function isResizeRequested(params: ImageParams): boolean {
  return params.w !== undefined || params.h !== undefined || params.fm !== undefined || params.q !== undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The rendition for `params` of an original `source.width`×`source.height`. Without fit the aspect ratio is kept inside
 * w×h (Contentful's default); with a fit the output is the w×h box, scaled down as a whole until it fits the original.
 */
export function planRendition(source: { width: number; height: number; mimeType: string }, params: ImageParams): RenditionPlan {
  const { width: W, height: H } = source;
  const fit = params.w === undefined && params.h === undefined ? 'none' : (params.fit ?? 'none');
  let width: number;
  let height: number;
  if (fit === 'none') {
    const scale = Math.min(1, params.w === undefined ? 1 : params.w / W, params.h === undefined ? 1 : params.h / H);
    [width, height] = [W * scale, H * scale];
  } else {
    const boxW = params.w ?? (W * (params.h ?? H)) / H;
    const boxH = params.h ?? (H * (params.w ?? W)) / W;
    const scale = Math.min(1, W / boxW, H / boxH);
    [width, height] = [boxW * scale, boxH * scale];
  }
  if (width * height > MAX_RENDITION_PIXELS) {
    const scale = Math.sqrt(MAX_RENDITION_PIXELS / (width * height));
    [width, height] = [width * scale, height * scale];
  }
  width = Math.max(1, Math.floor(width));
  height = Math.max(1, Math.floor(height));
  let format = params.fm ?? FORMAT_OF_MIME[source.mimeType] ?? 'jpg';
  if (format === 'avif' && width * height > AVIF_MAX_PIXELS) format = 'webp';
  // PNG is lossless here: q would only make equal files under different names.
  const quality = format === 'png' ? 0 : clamp(params.q ?? QUALITY_RANGE.default, QUALITY_RANGE.min, QUALITY_RANGE.max);
  return { width, height, fit, format, quality };
}

/** The plan as one string, in one fixed order (part of the cache file's name). */
export const planKey = (plan: RenditionPlan): string => `${plan.width}x${plan.height}-${plan.fit}-${plan.format}-q${plan.quality}`;

// Contentful: fill, crop and thumb cut to exactly w×h; pad letterboxes; scale stretches. Without fit the plan already
// has the original's aspect ratio, so its exact size is asked for.
const FIT: Record<RenditionPlan['fit'], keyof sharp.FitEnum> = {
  none: 'fill', fill: 'cover', crop: 'cover', thumb: 'cover', pad: 'contain', scale: 'fill',
};

/**
 * sharp's process-wide settings, set deliberately: one libvips thread per image (the renders are few and serialised by
 * the gate, so the other core stays for logins and the API), and no libvips operation cache (renditions are kept on
 * disk; the cache would only hold decoded originals in memory).
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

export type ImageRenderer = (source: Buffer, plan: RenditionPlan) => Promise<Buffer>;

/** Decodes, resizes and encodes one rendition as planned. */
export const renderImage: ImageRenderer = async (source, plan) => {
  let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: RENDER_TIMEOUT_S }).rotate().resize({
    width: plan.width, height: plan.height, fit: FIT[plan.fit],
    position: plan.fit === 'thumb' ? sharp.strategy.attention : 'centre', background: { r: 255, g: 255, b: 255, alpha: 1 },
  });
  const quality = plan.quality;
  pipeline = plan.format === 'png' ? pipeline.png() : plan.format === 'webp' ? pipeline.webp({ quality })
    : plan.format === 'avif' ? pipeline.avif({ quality, effort: 2 }) : pipeline.jpeg({ quality, mozjpeg: true });
  return pipeline.toBuffer();
};
