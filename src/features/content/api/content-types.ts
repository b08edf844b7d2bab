// The Content Delivery API shapes the SPA reads are the contract's (schemas/api/content.json): ContentEntry,
// ContentAsset, ContentLink, ContentCollection, ContentQueryBody, imported from engine/api.
import type { ContentEntry } from '@ombudsportalen/portal/api';

/** The content type id of an entry. */
export function contentTypeOf(entry: ContentEntry): string {
  return entry.sys.contentType?.sys.id ?? '';
}
