// The shapes of Contentful's Content Delivery API that the portal reads (spec part 1 §3 "Content entry", §7).

export interface CdaLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface CdaEntry {
  sys: {
    id: string;
    type: 'Entry';
    createdAt: string;
    updatedAt: string;
    locale: string;
    contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
  };
  fields: Record<string, unknown>;
}

export interface CdaAsset {
  sys: { id: string; type: 'Asset'; createdAt: string; updatedAt: string; locale: string };
  fields: {
    title: string;
    description: string;
    file: {
      url: string;
      fileName: string;
      contentType: string;
      details: { size: number; image?: { width: number; height: number } };
    };
  };
}

export interface CdaCollection {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: CdaEntry[];
  includes?: { Entry?: CdaEntry[]; Asset?: CdaAsset[] };
}

export const LOCALE = 'sv-SE';

export function isLink(value: unknown): value is CdaLink {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'sys')) return false;
  const sys = (value as { sys: unknown }).sys;
  return typeof sys === 'object' && sys !== null && (sys as { type?: unknown }).type === 'Link'
    && typeof (sys as { id?: unknown }).id === 'string';
}

export function entryLink(id: string): CdaLink {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

export function assetLink(id: string): CdaLink {
  return { sys: { type: 'Link', linkType: 'Asset', id } };
}
