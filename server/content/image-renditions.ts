import sharp from 'sharp';

/** Contentful's Images API parameters that the embedded service honours (w, h, fit, fm, q). */
export interface ImageParams {
  w?: number;
  h?: number;
  fit?: 'pad' | 'fill' | 'scale' | 'crop' | 'thumb';
  fm?: 'jpg' | 'png' | 'webp' | 'avif';
  q?: number;
}

export const MAX_IMAGE_SIDE = 4000;

const MIME: Record<NonNullable<ImageParams['fm']>, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The cache key of a rendition: the parameters in one fixed order. */
export function variantKey(params: ImageParams): string {
  return `w=${params.w ?? ''}&h=${params.h ?? ''}&fit=${params.fit ?? ''}&fm=${params.fm ?? ''}&q=${params.q ?? ''}`;
}

export function isResizeRequested(params: ImageParams): boolean {
  return params.w !== undefined || params.h !== undefined || params.fm !== undefined || params.q !== undefined;
}

// Contentful: no fit keeps the aspect ratio inside w×h; fill and crop and thumb cut to exactly w×h; pad letterboxes; scale stretches.
const FIT: Record<NonNullable<ImageParams['fit']> | 'none', keyof sharp.FitEnum> = {
  none: 'inside', fill: 'cover', crop: 'cover', thumb: 'cover', pad: 'contain', scale: 'fill',
};

/** Resizes and re-encodes an image; the source's own format unless `fm` asks for another. */
export async function renderImage(source: Buffer, sourceMime: string, params: ImageParams): Promise<{ bytes: Buffer; mimeType: string }> {
  let pipeline = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (params.w !== undefined || params.h !== undefined) {
    pipeline = pipeline.resize({
      width: params.w, height: params.h, fit: FIT[params.fit ?? 'none'],
      position: params.fit === 'thumb' ? sharp.strategy.attention : 'centre', background: { r: 255, g: 255, b: 255, alpha: 1 },
    });
  }
  const format = params.fm ?? (sourceMime === 'image/png' ? 'png' : sourceMime === 'image/webp' ? 'webp' : 'jpg');
  const quality = params.q ?? 82;
  const encoded = format === 'png' ? pipeline.png() : format === 'webp' ? pipeline.webp({ quality })
    : format === 'avif' ? pipeline.avif({ quality }) : pipeline.jpeg({ quality, mozjpeg: true });
  return { bytes: await encoded.toBuffer(), mimeType: MIME[format] };
}
