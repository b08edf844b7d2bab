// The winners lists' naming and order (spec part 2 §2), one home for the server's answers and the SPA's section.

/** The game type listed first and chosen by default; the others follow alphabetically. */
export const DEFAULT_GAME_TYPE = 'V75';

/** Game types in the spec's order: the default first, the others alphabetically (Swedish collation). */
export function orderGameTypes<T>(items: readonly T[], gameTypeOf: (item: T) => string): T[] {
  const first = items.filter((item) => gameTypeOf(item) === DEFAULT_GAME_TYPE);
  const others = items.filter((item) => gameTypeOf(item) !== DEFAULT_GAME_TYPE).sort((a, b) => gameTypeOf(a).localeCompare(gameTypeOf(b), 'sv'));
  return [...first, ...others];
}

/** A winners list's downloaded file name, "V75-2026-11-21.pdf" (the server's Content-Disposition and the SPA's link text). */
export function winnersFileName(gameType: string, drawDate: string): string {
  return `${gameType}-${drawDate}.pdf`;
}
