import type { ContentAsset } from '../../../../portal/api';

export interface ImageSize {
  w?: number;
  h?: number;
  fit?: 'fill' | 'pad' | 'scale' | 'crop' | 'thumb';
}

/** The asset's file URL (protocol-relative Contentful URLs get https), or undefined without a file. */
export function assetUrl(asset: ContentAsset | undefined): string | undefined {
  const url = asset?.fields.file?.url;
  if (typeof url !== 'string' || url === '') return undefined;
  return url.startsWith('//') ? `https:${url}` : url;
}

/** An image at the asked size through Contentful's Images API parameters (w, h, fit), which the backend honours too. */
export function imageUrl(asset: ContentAsset | undefined, size: ImageSize = {}): string | undefined {
  const url = assetUrl(asset);
  if (url === undefined) return undefined;
  const params = new URLSearchParams();
  if (size.w !== undefined) params.set('w', String(size.w));
  if (size.h !== undefined) params.set('h', String(size.h));
  if (size.fit !== undefined) params.set('fit', size.fit);
  const query = params.toString();
  return query === '' ? url : `${url}?${query}`;
}

export function isAsset(value: unknown): value is ContentAsset {
  return typeof value === 'object' && value !== null && (value as { sys?: { type?: unknown } }).sys?.type === 'Asset';
}
