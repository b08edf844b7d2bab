import type { ContentAssetRow, ContentEntryRow } from '../repositories/content-repository.js';
import { LOCALE, type CdaAsset, type CdaCollection, type CdaEntry } from './cda-types.js';
import { isForAudience, type ContentAudience } from './content-audience.js';
import { deliverForAudience, type ContentSource } from './content-delivery.js';
import { compareEntries, matchesFilter } from './content-match.js';
import type { ContentQuery } from './content-query.js';

/** Where the embedded service serves its files (Contentful's are on its CDN); public, as Contentful's are. */
export const ASSET_PATH_PREFIX = '/content-assets';

export function toCdaEntry(row: ContentEntryRow): CdaEntry {
  return {
    sys: {
      id: row.id, type: 'Entry', createdAt: row.created_at, updatedAt: row.updated_at, locale: LOCALE,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: row.content_type } },
    },
    fields: JSON.parse(row.fields_json) as Record<string, unknown>,
  };
}

export function toCdaAsset(row: ContentAssetRow): CdaAsset {
  const image = row.width !== null && row.height !== null ? { image: { width: row.width, height: row.height } } : {};
  return {
    sys: { id: row.id, type: 'Asset', createdAt: row.created_at, updatedAt: row.updated_at, locale: LOCALE },
    fields: {
      title: row.title, description: row.description,
      file: {
        url: `${ASSET_PATH_PREFIX}/${encodeURIComponent(row.id)}/${encodeURIComponent(row.file_name)}`,
        fileName: row.file_name, contentType: row.mime_type, details: { size: row.size, ...image },
      },
    },
  };
}

/** The embedded store's delivered content, read once (content-snapshot.ts). */
export interface LocalContent extends ContentSource {
  entriesOfType(contentType: string): readonly CdaEntry[];
}

/** Answers an entries query from the store: filter and audience, then order, page, and the includes for the audience. */
export function queryLocalContent(content: LocalContent, query: ContentQuery, audience: ContentAudience): CdaCollection {
  const matching = content.entriesOfType(query.contentType)
    .filter((entry) => query.filters.every((filter) => matchesFilter(entry, filter)) && isForAudience(entry, audience, query.contentType))
    .sort(compareEntries(query.order));
  const page = matching.slice(query.skip, query.skip + query.limit);
  const { items, includes } = deliverForAudience(page, query.include, content, audience);
  return { sys: { type: 'Array' }, total: matching.length, skip: query.skip, limit: query.limit, items, ...(includes === undefined ? {} : { includes }) };
}
