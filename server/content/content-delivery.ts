// The entries and assets of one answer for one audience (issue 23, item 9): the items' links resolved `depth` levels
// deep as Contentful's `include` does, every entry passing its own content type's audience rule, a page's segments
// narrowed to the outlet's, and links to what the audience must not see taken out of the fields. A link to what does
// not exist (unpublished, deleted, beyond the depth) stays as it is, so the SPA can show "Innehåll kan inte visas…"
// for a broken section (issue 23, item 15) instead of the server dropping it.
import { contentSegmentIndex } from '@ombudsportalen/portal/access';
import { contentTypeOf, isLink, type CdaAsset, type CdaCollection, type CdaEntry, type CdaLink } from './cda-types.js';
import { isForAudience, pageSegmentOf, type ContentAudience } from './content-audience.js';

/** Where linked entries and assets are looked up: the embedded store's snapshot, or a space's answer's includes. */
export interface ContentSource {
  entry(id: string): CdaEntry | undefined;
  asset(id: string): CdaAsset | undefined;
}

/** Entries and assets one answer includes at most (Contentful caps its includes at 1000 as well). */
export const MAX_INCLUDED = 1000;

/** Fields nested deeper than this are passed on as they are (rich text is a few levels deep). */
const MAX_NESTING = 64;

const isEntryLink = (value: unknown): value is CdaLink => isLink(value) && value.sys.linkType === 'Entry';

/** A link to a hidden entry, or a rich-text node embedding one (its data.target). */
function linksHidden(value: unknown, hidden: ReadonlySet<string>): boolean {
  if (isEntryLink(value)) return hidden.has(value.sys.id);
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'data')) return false;
  const data = (value as { data: unknown }).data;
  const target = typeof data === 'object' && data !== null && Object.hasOwn(data, 'target') ? (data as { target: unknown }).target : undefined;
  return isEntryLink(target) && hidden.has(target.sys.id);
}

/** The value without the links to hidden entries (list elements and fields alike); own properties only. */
function withoutHidden(value: unknown, hidden: ReadonlySet<string>, nesting = 0): unknown {
  if (nesting > MAX_NESTING || typeof value !== 'object' || value === null || isLink(value)) return value;
  if (Array.isArray(value)) return value.filter((item) => !linksHidden(item, hidden)).map((item) => withoutHidden(item, hidden, nesting + 1));
  return Object.fromEntries(Object.entries(value).filter(([, item]) => !linksHidden(item, hidden))
    .map(([key, item]) => [key, withoutHidden(item, hidden, nesting + 1)]));
}

/** Every link in a value (fields, lists, rich-text nodes' data.target), in order. */
export function linksIn(value: unknown, into: CdaLink[] = [], nesting = 0): CdaLink[] {
  if (nesting > MAX_NESTING || typeof value !== 'object' || value === null) return into;
  if (isLink(value)) {
    into.push(value);
    return into;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) linksIn(item, into, nesting + 1);
  return into;
}

/**
 * The entries an entry links to that the audience must not see: entries failing their own rule and, on a page, every
 * segment but the outlet's (the SPA's choice, portal/access `contentSegmentIndex`).
 */
function hiddenLinksOf(entry: CdaEntry, source: ContentSource, audience: ContentAudience): Set<string> {
  const hidden = new Set<string>();
  for (const link of linksIn(entry.fields)) {
    if (link.sys.linkType !== 'Entry') continue;
    const target = source.entry(link.sys.id);
    if (target !== undefined && !isForAudience(target, audience)) hidden.add(link.sys.id);
  }
  if (contentTypeOf(entry) === 'page' && Array.isArray(entry.fields['segments'])) {
    const segments = entry.fields['segments'].filter(isEntryLink).filter((link) => !hidden.has(link.sys.id))
      .map((link) => ({ id: link.sys.id, entry: source.entry(link.sys.id) }))
      .filter((segment): segment is { id: string; entry: CdaEntry } => segment.entry !== undefined);
    const names = segments.map((segment) => (typeof segment.entry.fields['name'] === 'string' ? segment.entry.fields['name'] : ''));
    const chosen = segments[contentSegmentIndex(names, pageSegmentOf(audience))]?.id;
    for (const link of entry.fields['segments'].filter(isEntryLink)) if (link.sys.id !== chosen) hidden.add(link.sys.id);
  }
  return hidden;
}

function forAudience(entry: CdaEntry, source: ContentSource, audience: ContentAudience): CdaEntry {
  const hidden = hiddenLinksOf(entry, source, audience);
  return hidden.size === 0 ? entry : { ...entry, fields: withoutHidden(entry.fields, hidden) as Record<string, unknown> };
}

/**
 * The items (already chosen for the audience) and their includes, `depth` levels deep: each entry rewritten for the
 * audience before its links are followed, so nothing hidden is reached through it; items are not repeated in includes.
 */
export function deliverForAudience(
  items: readonly CdaEntry[], depth: number, source: ContentSource, audience: ContentAudience,
): Pick<CdaCollection, 'items' | 'includes'> {
  const delivered = items.map((item) => forAudience(item, source, audience));
  if (depth <= 0) return { items: delivered };
  const entries = new Map<string, CdaEntry>();
  const assets = new Map<string, CdaAsset>();
  const seen = new Set(items.map((item) => item.sys.id));
  let frontier = delivered;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: CdaEntry[] = [];
    for (const entry of frontier) {
      for (const link of linksIn(entry.fields)) {
        if (entries.size + assets.size >= MAX_INCLUDED) break;
        const { id, linkType } = link.sys;
        if (linkType === 'Asset') {
          const asset = assets.has(id) ? undefined : source.asset(id);
          if (asset !== undefined) assets.set(id, asset);
          continue;
        }
        if (seen.has(id)) continue;
        seen.add(id);
        const target = source.entry(id);
        if (target === undefined) continue;
        const included = forAudience(target, source, audience);
        entries.set(id, included);
        next.push(included);
      }
    }
    frontier = next;
  }
  return { items: delivered, includes: { Entry: [...entries.values()], Asset: [...assets.values()] } };
}
