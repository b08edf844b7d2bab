import { NEWS_PAGE_SIZE } from './api/content-paths';
import type { ContentQueryBody } from '@ombudsportalen/portal/api';

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

/** The hero carousel's items: 3, by sortOrder (spec §2). */
export const HERO_LIMIT = 3;
export const heroQuery = (): ContentQueryBody => ({ contentType: 'heroItem', order: 'fields.sortOrder', limit: HERO_LIMIT, include: 1 });

/** The page banner: the newest one inside its published window at `now` (spec §2, §7). */
export const bannerQuery = (now: Date): ContentQueryBody => ({
  contentType: 'banner', 'fields.publishTime[lte]': now.toISOString(), 'fields.unpublishTime[gt]': now.toISOString(), order: '-fields.publishTime', limit: 1, include: 1,
});

/** What the start page's sections ask for first (NewsHome: hero, banner, the news' first page), asked ahead at a reload there. */
export const startPageContentQueries = (now: Date, audience: { agencyNumber?: string }): ContentQueryBody[] =>
  [heroQuery(), bannerQuery(now), articlePageQuery(NEWS_FILTER, 1, now, audience)];

/** More pages exist while page × 6 < total (spec §2). */
export const hasMorePages = (page: number, total: number): boolean => page * NEWS_PAGE_SIZE < total;
