import type { ContentAsset } from '@ombudsportalen/portal/api';
import { IMAGE_VARIANTS, SHOWN_FORMAT, type ImageVariantName } from '@ombudsportalen/portal/content-images';

/** The asset's file URL (protocol-relative Contentful URLs get https), or undefined without a file. */
export function assetUrl(asset: ContentAsset | undefined): string | undefined {
  const url = asset?.fields.file?.url;
  if (typeof url !== 'string' || url === '') return undefined;
  return url.startsWith('//') ? `https:${url}` : url;
}

/** An image in one of the declared sizes and the shown format (portal/content-images.ts) through Contentful's Images API parameters, which the backend honours too. */
export function imageUrl(asset: ContentAsset | undefined, variant: ImageVariantName): string | undefined {
  const url = assetUrl(asset);
  if (url === undefined) return undefined;
  const size: { w: number; h?: number; fit?: string } = IMAGE_VARIANTS[variant];
  const params = new URLSearchParams({ w: String(size.w) });
  if (size.h !== undefined) params.set('h', String(size.h));
  if (size.fit !== undefined) params.set('fit', size.fit);
  params.set('fm', SHOWN_FORMAT);
  return `${url}?${params.toString()}`;
}

/** The picture's own width and height when the content service gives them: an <img> with them keeps its place while it loads. */
export function imageSize(asset: ContentAsset | undefined): { width: number; height: number } | undefined {
  const size = asset?.fields.file?.details?.image;
  return size !== undefined && size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : undefined;
}

export function isAsset(value: unknown): value is ContentAsset {
  return typeof value === 'object' && value !== null && (value as { sys?: { type?: unknown } }).sys?.type === 'Asset';
}
