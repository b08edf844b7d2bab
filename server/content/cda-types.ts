// The shapes of Contentful's Content Delivery API that the portal reads (spec part 1 §3 "Content entry", §7): the
// contract's (schemas/api/content.json), with the fields the embedded store always sets.
import type { ContentAsset, ContentCollection, ContentEntry, ContentLink } from '@ombudsportalen/portal/api';

/** A link to an entry or asset (the contract's ContentLink). */
export type CdaLink = ContentLink;

/** An entry as the store holds it: the contract's ContentEntry with every sys field set. */
export type CdaEntry = ContentEntry & {
  sys: { createdAt: string; updatedAt: string; locale: string; contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } } };
};

/** An asset as the store holds it: the contract's ContentAsset with every field set. */
export type CdaAsset = ContentAsset & {
  sys: { createdAt: string; updatedAt: string; locale: string };
  fields: {
    title: string;
    description: string;
    file: { url: string; fileName: string; contentType: string; details: { size: number; image?: { width: number; height: number } } };
  };
};

/** A collection as the store answers it (the contract's ContentCollection). */
export type CdaCollection = ContentCollection & {
  sys: { type: 'Array' };
  items: CdaEntry[];
  includes?: { Entry?: CdaEntry[]; Asset?: CdaAsset[] };
};

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

/** An entry's content type id; '' when a space's answer leaves it out. */
export function contentTypeOf(entry: ContentEntry): string {
  const id = (entry.sys as { contentType?: { sys?: { id?: unknown } } }).contentType?.sys?.id;
  return typeof id === 'string' ? id : '';
}
