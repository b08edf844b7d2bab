import type { ContentEntry } from '@ombudsportalen/portal/api';
import { textField } from './fields';

/** Where an article opens: tips under their tips path, news under /nyheter/:id/:slug. */
export function articlePath(entry: ContentEntry): string {
  const slug = encodeURIComponent(textField(entry, 'slug') || 'artikel');
  const id = encodeURIComponent(entry.sys.id);
  const category = textField(entry, 'category');
  if (category === 'Andelsspel') return `/nyheter/andelsspel/tips/${id}/${slug}`;
  if (category === 'Sociala medier') return `/nyheter/sometips/tips/${id}/${slug}`;
  return `/nyheter/${id}/${slug}`;
}
