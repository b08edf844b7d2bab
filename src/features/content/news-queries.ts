import { NEWS_PAGE_SIZE } from './api/content-paths';
import type { ContentEntry, ContentQueryBody } from '@ombudsportalen/portal/api';
import { textField } from './fields';

export type TipsCategory = 'Andelsspel' | 'Sociala medier';

/** The start page's news: placement Nyheter, newest first (spec §7: page size 6, ordered by publish time descending). */
export const NEWS_FILTER: Partial<ContentQueryBody> = { 'fields.placement': 'Nyheter' };

export const tipsFilter = (category: TipsCategory): Partial<ContentQueryBody> => ({ 'fields.category': category });

/** Tips lists by path: andelsspel → Andelsspel, sometips → Sociala medier (spec §2 "News"). */
export function tipsCategoryOfPath(pathname: string): TipsCategory | undefined {
  if (pathname.includes('andelsspel')) return 'Andelsspel';
  if (pathname.includes('sometips')) return 'Sociala medier';
  return undefined;
}

/** Page `page` (1-based) of a list of articles, only those inside their published window at `now`. */
export function articlePageQuery(filter: Partial<ContentQueryBody>, page: number, now: Date, audience: { agencyNumber?: string }): ContentQueryBody {
  return {
    contentType: 'article', ...filter, ...audience, 'fields.publishTime[lte]': now.toISOString(),
    order: '-fields.publishTime', limit: NEWS_PAGE_SIZE, skip: (page - 1) * NEWS_PAGE_SIZE, include: 1,
  };
}

/** More pages exist while page × 6 < total (spec §2). */
export const hasMorePages = (page: number, total: number): boolean => page * NEWS_PAGE_SIZE < total;

/** Where an article opens: tips under their tips path, news under /nyheter/:id/:slug. */
export function articlePath(entry: ContentEntry): string {
  const slug = encodeURIComponent(textField(entry, 'slug') || 'artikel');
  const id = encodeURIComponent(entry.sys.id);
  const category = textField(entry, 'category');
  if (category === 'Andelsspel') return `/nyheter/andelsspel/tips/${id}/${slug}`;
  if (category === 'Sociala medier') return `/nyheter/sometips/tips/${id}/${slug}`;
  return `/nyheter/${id}/${slug}`;
}
