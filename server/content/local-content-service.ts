import type { ContentAssetRow, ContentEntryRow, ContentRepository } from '../repositories/content-repository.js';
import { isLink, LOCALE, type CdaAsset, type CdaCollection, type CdaEntry } from './cda-types.js';
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

/** Every link in a value (fields, arrays, rich-text nodes' data.target), depth-first. */
function collectLinks(value: unknown, into: { Entry: Set<string>; Asset: Set<string> }): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (isLink(value)) {
    (value.sys.linkType === 'Asset' ? into.Asset : into.Entry).add(value.sys.id);
    return;
  }
  for (const item of Object.values(value)) collectLinks(item, into);
}

/**
 * Resolves links `depth` levels deep, as Contentful's `include` does: linked entries and assets go to includes
 * (entries already among the items are not repeated); a link to something not delivered is left unresolved.
 */
function resolveIncludes(repo: ContentRepository, items: CdaEntry[], depth: number, now: Date): CdaCollection['includes'] {
  const entries = new Map<string, CdaEntry>();
  const assets = new Map<string, CdaAsset>();
  const seen = new Set(items.map((item) => item.sys.id));
  let frontier: CdaEntry[] = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const links = { Entry: new Set<string>(), Asset: new Set<string>() };
    for (const entry of frontier) collectLinks(entry.fields, links);
    const next: CdaEntry[] = [];
    for (const id of links.Entry) {
      if (seen.has(id)) continue;
      seen.add(id);
      const row = repo.entry(id, now);
      if (row === undefined) continue;
      const entry = toCdaEntry(row);
      entries.set(id, entry);
      next.push(entry);
    }
    for (const id of links.Asset) {
      if (assets.has(id)) continue;
      const row = repo.asset(id);
      if (row !== undefined) assets.set(id, toCdaAsset(row));
    }
    frontier = next;
  }
  return { Entry: [...entries.values()], Asset: [...assets.values()] };
}

/** Answers an entries query from the store: filter, then `audience`, then order, page and includes. */
export function queryLocalContent(
  repo: ContentRepository, query: ContentQuery, now: Date, audience: (entry: CdaEntry) => boolean = () => true,
): CdaCollection {
  const matching = repo.entriesOfType(query.contentType, now).map(toCdaEntry)
    .filter((entry) => query.filters.every((filter) => matchesFilter(entry, filter)) && audience(entry))
    .sort(compareEntries(query.order));
  const items = matching.slice(query.skip, query.skip + query.limit);
  const collection: CdaCollection = { sys: { type: 'Array' }, total: matching.length, skip: query.skip, limit: query.limit, items };
  if (query.include > 0) collection.includes = resolveIncludes(repo, items, query.include, now);
  return collection;
}
