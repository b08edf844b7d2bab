import type { ContentAsset, ContentCollection, ContentEntry, ContentLink } from '@ombudsportalen/portal/api';

/**
 * An entry whose links are replaced by the linked entries and assets. An entry link in a list that the answer cannot
 * resolve (deleted, unpublished) stays a link, so a page can say a section is missing; elsewhere it is dropped.
 */
export type Resolved = ContentEntry | ContentAsset;

/** Links followed at most this deep (the include depth is 10), and plain nesting at most this deep. */
const MAX_LINK_DEPTH = 12;
const MAX_NESTING = 64;

export function isLink(value: unknown): value is ContentLink {
  if (typeof value !== 'object' || value === null || !('sys' in value)) return false;
  const sys = (value as { sys: unknown }).sys;
  return typeof sys === 'object' && sys !== null && (sys as { type?: unknown }).type === 'Link';
}

/**
 * Resolves the collection's items against its includes (spec §3: "Linked entries and assets are resolved from the
 * includes of the response"); an entry linking back to itself stops at the repeat.
 */
export function resolveCollection(collection: ContentCollection): ContentEntry[] {
  const entries = new Map<string, ContentEntry>();
  const assets = new Map<string, ContentAsset>();
  for (const entry of [...collection.items, ...(collection.includes?.Entry ?? [])]) entries.set(entry.sys.id, entry);
  for (const asset of collection.includes?.Asset ?? []) assets.set(asset.sys.id, asset);

  const resolveValue = (value: unknown, path: ReadonlySet<string>, nesting: number): unknown => {
    if (nesting > MAX_NESTING) return undefined;
    if (Array.isArray(value)) {
      return value.map((item) => (isMissingEntry(item) ? item : resolveValue(item, path, nesting + 1))).filter((item) => item !== undefined);
    }
    if (isLink(value)) {
      if (value.sys.linkType === 'Asset') return assets.get(value.sys.id);
      const entry = entries.get(value.sys.id);
      if (entry === undefined || path.has(entry.sys.id) || path.size > MAX_LINK_DEPTH) return undefined;
      return resolveEntry(entry, new Set([...path, entry.sys.id]));
    }
    if (typeof value === 'object' && value !== null) {
      // Rich text keeps its shape: only embedded links (data.target) are resolved.
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, path, nesting + 1)]));
    }
    return value;
  };
  const isMissingEntry = (value: unknown): boolean => isLink(value) && value.sys.linkType === 'Entry' && !entries.has(value.sys.id);
  const resolveEntry = (entry: ContentEntry, path: ReadonlySet<string>): ContentEntry => ({
    sys: entry.sys,
    fields: resolveValue(entry.fields, path, 0) as Record<string, unknown>,
  });
  return collection.items.map((item) => resolveEntry(item, new Set([item.sys.id])));
}
