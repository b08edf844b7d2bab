// How much one content query may ask, per content type (issue 23, item 2): what the SPA asks and no more
// (src/api/content/content-paths.ts: news page and side list 6, alerts 3, include depth 10 for one page or article;
// HeroCarousel 3, PageBanner 1). A content type not listed here is not queried on its own: its entries reach the SPA
// only as includes of these, through the audience filter (issue 23, item 9).
import { AppError } from '../http/errors.js';

/** One allowed query shape: at most `limit` entries resolved `include` levels deep. */
export interface QueryShape {
  readonly limit: number;
  readonly include: number;
}

export const CONTENT_QUERY_BOUNDS: Readonly<Record<string, readonly QueryShape[]>> = {
  // A page of news or tips (limit 6, include 1), or one article with its sections (include 10).
  article: [{ limit: 6, include: 1 }, { limit: 1, include: 10 }],
  // One content page with its segments, sections and their items (include 10).
  page: [{ limit: 1, include: 10 }],
  heroItem: [{ limit: 3, include: 1 }],
  banner: [{ limit: 1, include: 1 }],
  alert: [{ limit: 3, include: 0 }],
};

/** Contentful's default include depth when the query names none. */
const DEFAULT_INCLUDE = 1;

const refused = (field: string, message: string) => new AppError(400, 'error.validation', 'Begäran innehåller ogiltiga värden.', [{ field, message }]);

/**
 * The limit and include depth the query runs with: the asked ones when a declared shape allows them, the largest limit
 * allowed at the asked depth when none is asked; otherwise 400 with the field and a Swedish text.
 */
export function boundedQuerySize(contentType: string, limit: number | undefined, include: number | undefined): QueryShape {
  const shapes = Object.hasOwn(CONTENT_QUERY_BOUNDS, contentType) ? CONTENT_QUERY_BOUNDS[contentType]! : [];
  if (shapes.length === 0) throw refused('contentType', `Innehållstypen ${contentType} kan inte hämtas för sig.`);
  const depth = include ?? Math.min(DEFAULT_INCLUDE, Math.max(...shapes.map((shape) => shape.include)));
  const deepEnough = shapes.filter((shape) => shape.include >= depth);
  if (deepEnough.length === 0) {
    throw refused('include', `Innehållstypen ${contentType} hämtas med include högst ${Math.max(...shapes.map((shape) => shape.include))}.`);
  }
  const most = Math.max(...deepEnough.map((shape) => shape.limit));
  if (limit !== undefined && limit > most) {
    throw refused('limit', `Högst ${most} poster av innehållstypen ${contentType} per fråga med include ${depth}.`);
  }
  return { limit: limit ?? most, include: depth };
}
