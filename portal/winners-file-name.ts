/** A winners list (spec part 2 §2)'s downloaded file name, "V75-2026-11-21.pdf" (the server's Content-Disposition and the SPA's link text). */
export function winnersFileName(gameType: string, drawDate: string): string {
  return `${gameType}-${drawDate}.pdf`;
}
