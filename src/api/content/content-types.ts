// The Content Delivery API shapes the SPA reads (spec part 1 §3 "Content entry", §7 "Content service").

export interface ContentLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface ContentAsset {
  sys: { id: string; type: 'Asset' };
  fields: {
    title?: string;
    description?: string;
    file?: { url: string; fileName?: string; contentType?: string; details?: { size?: number; image?: { width: number; height: number } } };
  };
}

export interface ContentEntry<F = Record<string, unknown>> {
  sys: { id: string; type: 'Entry'; createdAt?: string; updatedAt?: string; contentType?: { sys: { id: string } } };
  fields: F;
}

export interface ContentCollection {
  sys?: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: ContentEntry[];
  includes?: { Entry?: ContentEntry[]; Asset?: ContentAsset[] };
}

/** The query body: contentType plus Contentful's parameters and field filters (e.g. `fields.slug`, `fields.category[in]`). */
export interface ContentQuery {
  contentType: string;
  include?: number;
  limit?: number;
  skip?: number;
  order?: string;
  /** Internal staff: the agency they act for, whose chain and segment choose the news. */
  agencyNumber?: string;
  [filter: `fields.${string}` | `sys.${string}`]: string | number | boolean;
}

/** The content type id of an entry. */
export function contentTypeOf(entry: ContentEntry): string {
  return entry.sys.contentType?.sys.id ?? '';
}
