// Who a content answer is for: the chain filter of the news (spec part 1 §6, part 2 §6), the shop type of
// articles and alerts (spec §3 agencyCategory, §7 "Alert by shop type"), and the menu's rule for pages.
import type { FastifyRequest } from 'fastify';
import { deriveSegment, isChainUser, isInternal, pathAccess, type MenuDeclaration, type Segment } from '../../engine/access/index.js';
import menuJson from '../../schemas/menu/menu.json';
import type { CdaEntry } from './cda-types.js';

const MENU = menuJson as MenuDeclaration;

export interface ContentAudience {
  roles: readonly string[];
  /** The outlet's chain; null for callers without one (partners, internal staff before choosing). */
  chainId: number | null;
  /** The outlet's segment; null without an outlet (chain and partner users see every shop type). */
  segment: Segment | null;
}

/** The shop-type names the content service uses for the outlet segments. */
export const SHOP_TYPE_OF_SEGMENT: Readonly<Record<Segment, string>> = { AGENCY: 'Fysisk butik', DIGITAL: 'Digital butik', TRACK: 'Bana' };

/** The caller's outlet: their own agency, or for internal staff the one they act for (`agencyNumber` in the body). */
export function audienceOf(request: FastifyRequest, chosenAgency: string | undefined): ContentAudience {
  const caller = request.user;
  if (caller === null) return { roles: [], chainId: null, segment: null };
  const agencyNumber = isInternal(caller.roles) ? (chosenAgency ?? '') : caller.agencyNumber;
  const facts = agencyNumber === '' ? undefined : request.server.repos.agencies.accessFactsOf(agencyNumber);
  if (facts !== undefined) return { roles: caller.roles, chainId: facts.retailChainId ?? null, segment: deriveSegment(facts) };
  const chainId = isChainUser(caller.roles) ? caller.storeChainId : null;
  return { roles: caller.roles, chainId, segment: null };
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** "3. Kioskkompaniet" → 3; "Alla" → undefined. */
function chainNumberOf(category: string): number | undefined {
  const match = /^\s*(\d+)\s*\./.exec(category);
  return match === null ? undefined : Number(match[1]);
}

/** No chain category, "Alla" or "0. Ej kedjetillhörighet" show to all; otherwise a number must be the outlet's chain. */
export function isVisibleToChain(chainCategory: unknown, chainId: number | null): boolean {
  const categories = stringsOf(chainCategory);
  if (categories.length === 0) return true;
  return categories.some((category) => {
    const number = chainNumberOf(category);
    if (category.trim() === 'Alla' || number === 0 || category.includes('Ej kedjetillhörighet')) return true;
    return number !== undefined && chainId !== null && number === chainId;
  });
}

/** An empty shop-type list is for every outlet; callers without an outlet see all. */
export function isVisibleToSegment(agencyCategory: unknown, segment: Segment | null): boolean {
  const categories = stringsOf(agencyCategory);
  return segment === null || categories.length === 0 || categories.includes(SHOP_TYPE_OF_SEGMENT[segment]);
}

/** What the SPA would hide the server does not deliver: articles and alerts by chain and shop type, pages by the menu. */
export function audienceFilter(contentType: string, audience: ContentAudience): (entry: CdaEntry) => boolean {
  switch (contentType) {
    case 'article':
      return ({ fields }) => isVisibleToChain(fields['chainCategory'], audience.chainId) && isVisibleToSegment(fields['agencyCategory'], audience.segment);
    case 'alert':
    case 'banner':
    case 'heroItem':
      return ({ fields }) => isVisibleToSegment(fields['agencyCategory'], audience.segment);
    case 'page':
      return ({ fields }) => {
        const id = typeof fields['id'] === 'string' ? fields['id'] : '';
        const access = pathAccess(MENU, `/${id}`, { roles: [...audience.roles], segment: audience.segment ?? 'AGENCY' });
        return access === 'allowed' || access === 'unknown';
      };
    default:
      return () => true;
  }
}
