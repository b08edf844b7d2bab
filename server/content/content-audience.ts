// Who a content answer is for: the chain filter of the news (spec part 1 §6, part 2 §6), the shop type of
// articles and alerts (spec §3 agencyCategory, §7 "Alert by shop type"), the menu's rule for pages and the winners
// material decision; applied to every entry of an answer, items and includes alike (issue 23, item 9).
import type { FastifyRequest } from 'fastify';
import {
  decide, deriveSegment, isChainUser, isEveryChainCategory, isInternal, pathAccess, shopTypeOf, type MenuDeclaration, type Segment,
} from '@ombudsportalen/portal/access';
import menuJson from '../../schemas/menu/menu.json';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { agencyFactsOf } from '../auth/api-guard.js';
import { contentTypeOf } from './cda-types.js';

const MENU = menuJson as MenuDeclaration;

export interface ContentAudience {
  roles: readonly string[];
  /** The outlet's chain; null for callers without one (partners, internal staff before choosing). */
  chainId: number | null;
  /** The outlet's segment; null without an outlet (chain and partner users see every shop type). */
  segment: Segment | null;
}

/** The caller's outlet: their own agency, or for internal staff the one they act for (`agencyNumber` in the body). */
export async function audienceOf(request: FastifyRequest, chosenAgency: string | undefined): Promise<ContentAudience> {
  const caller = request.session?.user ?? null;
  if (caller === null) return { roles: [], chainId: null, segment: null };
  const agencyNumber = isInternal(caller.roles) ? (chosenAgency ?? '') : caller.agencyNumber;
  // The caller's own outlet is the one the guard read for this request (no second query); another is read now.
  const facts = agencyNumber === '' ? undefined : await agencyFactsOf(request, agencyNumber);
  if (facts !== undefined) return { roles: caller.roles, chainId: facts.retailChainId ?? null, segment: deriveSegment(facts) };
  const chainId = isChainUser(caller.roles) ? caller.storeChainId : null;
  return { roles: caller.roles, chainId, segment: null };
}

// A list field, or a single-choice one (an alert's shopType), as its strings.
const stringsOf = (value: unknown): string[] => (typeof value === 'string' ? [value]
  : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** "3. Kioskkompaniet" → 3; "Alla" → undefined. */
function chainNumberOf(category: string): number | undefined {
  const match = /^\s*(\d+)\s*\./.exec(category);
  return match === null ? undefined : Number(match[1]);
}

/** No chain category or one for every chain (schemas/access/content-audience.json) shows to all; otherwise a number must be the outlet's chain. */
export function isVisibleToChain(chainCategory: unknown, chainId: number | null): boolean {
  const categories = stringsOf(chainCategory);
  if (categories.length === 0) return true;
  return categories.some((category) => {
    const number = chainNumberOf(category);
    if (isEveryChainCategory(category, number)) return true;
    return number !== undefined && chainId !== null && number === chainId;
  });
}

/** An empty shop-type list is for every outlet; callers without an outlet see all. */
export function isVisibleToSegment(agencyCategory: unknown, segment: Segment | null): boolean {
  const categories = stringsOf(agencyCategory);
  return segment === null || categories.length === 0 || categories.includes(shopTypeOf(segment));
}

/** The outlet segment the audience's pages and winners material are chosen for: callers without an outlet count as AGENCY, as in the SPA. */
export const pageSegmentOf = (audience: ContentAudience): Segment => audience.segment ?? deriveSegment(null);

/** The audience as a cache key: everything the rules below read. */
export function audienceKey(audience: ContentAudience): string {
  return `${audience.segment ?? ''}|${audience.chainId ?? ''}|${[...audience.roles].sort().join(',')}`;
}

/** The fields each content type's rule below reads (what a space is asked for before the page is chosen, contentful-upstream.ts). */
export const AUDIENCE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  article: ['chainCategory', 'agencyCategory'], alert: ['shopType', 'agencyCategory'], banner: ['agencyCategory'], heroItem: ['agencyCategory'], page: ['id'],
};

/**
 * Whether one entry is for the audience by its own content type's rule (an item or an included entry alike): articles
 * by chain and shop type, alerts by shop type, banners and hero items by shop type, pages by the menu, the winners
 * list by the `winnersMaterial` decision. Page segments are chosen by their page (content-delivery.ts).
 */
export function isForAudience(entry: ContentEntry, audience: ContentAudience, contentType = contentTypeOf(entry)): boolean {
  const { fields } = entry;
  switch (contentType) {
    case 'article':
      return isVisibleToChain(fields['chainCategory'], audience.chainId) && isVisibleToSegment(fields['agencyCategory'], audience.segment);
    case 'alert':
      return isVisibleToSegment(fields['shopType'], audience.segment) && isVisibleToSegment(fields['agencyCategory'], audience.segment);
    case 'banner':
    case 'heroItem':
      return isVisibleToSegment(fields['agencyCategory'], audience.segment);
    case 'page': {
      const id = typeof fields['id'] === 'string' ? fields['id'] : '';
      const access = pathAccess(MENU, `/${id}`, { roles: [...audience.roles], segment: pageSegmentOf(audience) });
      return access === 'allowed' || access === 'unknown';
    }
    case 'sectionWinnersList':
      return decide('winnersMaterial', { roles: audience.roles, segment: pageSegmentOf(audience) });
    default:
      return true;
  }
}
