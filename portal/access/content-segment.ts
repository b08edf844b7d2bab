// How content names its audience by outlet segment (schemas/access/content-audience.json, spec part 1 §2, §3, §6): the
// SPA renders and queries by it, the content service delivers only it (issue 23, item 9).
import audience from '../../schemas/access/content-audience.json';
import type { Segment } from './segment';

const NAME_PART: Partial<Record<Segment, string>> = audience.pageSegmentNameParts;

/** The index of the outlet's segment among a page's segment names: the one containing its declared name part, else the first; -1 for none. */
export function contentSegmentIndex(names: readonly string[], segment: Segment): number {
  const part = NAME_PART[segment];
  const named = part === undefined ? -1 : names.findIndex((name) => name.toLowerCase().includes(part));
  return named >= 0 ? named : names.length > 0 ? 0 : -1;
}

/** The content service's shop-type name of an outlet segment (an entry's agencyCategory, an alert's shopType). */
export function shopTypeOf(segment: Segment): string {
  return audience.shopTypes[segment];
}

/** Whether a chain category ("Alla", "0. Ej kedjetillhörighet", "3. Kioskkompaniet" with its number) is for every outlet. */
export function isEveryChainCategory(category: string, chainNumber: number | undefined): boolean {
  const { names, numbers, containing } = audience.everyChain;
  return names.includes(category.trim()) || (chainNumber !== undefined && numbers.includes(chainNumber))
    || containing.some((part) => category.includes(part));
}
