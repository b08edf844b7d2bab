import { AppError } from '../http/errors.js';
import type { PdfDocument } from '../reports/pdf-layout.js';
import { createRenderSlots, type SlotLimits } from '../reports/render-slots.js';
import type { WinnersListRow } from '../repositories/winners-repository.js';
import { winnersPdfDocument } from './winners-pdf.js';
import type { WinnersResults } from './winners-results.js';

export const winnersErrors = {
  busy: () => new AppError(429, 'error.winners.busy', 'Många vinstlistor skapas just nu. Försök igen om en stund.'),
  busyForUser: () => new AppError(429, 'error.winners.busy-user', 'Du har redan vinstlistor som skapas. Vänta tills de är klara och försök igen.'),
  tooManyDownloads: () => new AppError(429, 'error.winners.downloads', 'Du hämtar redan många vinstlistor. Vänta tills de är hämtade och försök igen.'),
};

/** Rendered winners lists kept at most (a few KB each; the archive holds some dozens of draws). */
export const WINNERS_PDFS_KEPT = 256;

/** What a draw's PDF is made of: a correction of its results (or track, date) makes a new PDF. */
const versionOf = (row: WinnersListRow) => `${row.game_type}\n${row.draw_date}\n${row.track_name}\n${row.results_json}`;

/** Renders a PDF document off the event loop: the report render pool's `renderPdfDocument`. */
export type RenderPdfDocument = (doc: PdfDocument, now: Date) => Promise<Buffer>;

/**
 * Winners PDFs rendered once per draw and kept (issue 23 item 2): 32 connections on one list made one PDF each and
 * starved the API. Renders go to the report render pool (`render`); downloads of a list being rendered wait for that
 * one render; a render is capped per user and in total as reports are (429 over a cap); the least recently used list
 * is forgotten beyond `kept`.
 */
export function createWinnersPdfCache(limits: SlotLimits, render: RenderPdfDocument, now: () => Date, kept = WINNERS_PDFS_KEPT) {
  const pdfs = new Map<string, { version: string; pdf: Promise<Buffer> }>();
  const slots = createRenderSlots(limits, winnersErrors);
  let renders = 0;
  return {
    pdfOf(username: string, row: WinnersListRow): Promise<Buffer> {
      const version = versionOf(row);
      const known = pdfs.get(row.file_id);
      if (known?.version === version) {
        pdfs.delete(row.file_id); // re-inserted: most recently used last
        pdfs.set(row.file_id, known);
        return known.pdf;
      }
      const pdf = slots.run(username, () => {
        renders += 1;
        const results = JSON.parse(row.results_json) as WinnersResults;
        return render(winnersPdfDocument({ gameType: row.game_type, drawDate: row.draw_date, trackName: row.track_name, results }), now());
      });
      pdfs.delete(row.file_id);
      pdfs.set(row.file_id, { version, pdf });
      // A refused or failed render is not kept: the next download tries again.
      pdf.catch(() => { if (pdfs.get(row.file_id)?.pdf === pdf) pdfs.delete(row.file_id); });
      for (const oldest of pdfs.keys()) {
        if (pdfs.size <= kept) break;
        pdfs.delete(oldest);
      }
      return pdf;
    },
    /** PDFs rendered so far (tests, the benchmark). */
    renderCount: () => renders,
    keptCount: () => pdfs.size,
  };
}

export type WinnersPdfCache = ReturnType<typeof createWinnersPdfCache>;
