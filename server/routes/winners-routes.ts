import type { FastifyPluginAsync } from 'fastify';
import { decide, deriveSegment } from '@ombudsportalen/portal/access';
import { accessGuard } from '../auth/access-guard.js';
import { errors } from '../http/errors.js';
import { contractRoute } from '../http/contract-route.js';
import type { RenderPool } from '../reports/render-pool.js';
import { createDownloadTurns } from '../winners/download-turns.js';
import { createWinnersPdfCache, winnersErrors } from '../winners/winners-pdf-cache.js';
import { orderGameTypes, winnersFileName } from '@ombudsportalen/portal/winners';

/** The `winnersMaterial` decision on the caller's outlet (a caller without one derives AGENCY). */
const requireWinnersMaterial = () => accessGuard('winners-material', async (caller, request) => {
  const facts = caller.agencyNumber === '' ? undefined : await request.server.repos.agencies.accessFactsOf(caller.agencyNumber);
  return decide('winnersMaterial', { roles: caller.roles, segment: deriveSegment(facts) });
});

/** Downloads one user has answered at once; more wait their turn (one every 20 ms: at most 100 a second), up to the bound, then 429. */
export const WINNERS_DOWNLOAD_TURNS = { perUser: 2, waitingPerUser: 64, passAfterMs: 20 };

export interface WinnersRoutesOptions extends Record<string, unknown> {
  /** The report render pool, which renders the winners PDFs too (server/routes/api-routes.ts). */
  renderer: RenderPool;
}

/** GET /winnerslist/archive and /winnerslist/archive/file/:fileId (spec part 2 §7 "Winners lists"). */
export const winnersRoutes: FastifyPluginAsync<WinnersRoutesOptions> = async (app, { renderer }) => {
  // Rendered once per draw in the report render pool and kept; renders capped per user and in total as reports are (issue 23 item 2).
  const { perUser, total } = renderer.limits;
  const pdfs = createWinnersPdfCache({ perUser, total }, renderer.renderPdfDocument, () => app.now());
  const turns = createDownloadTurns(WINNERS_DOWNLOAD_TURNS, winnersErrors.tooManyDownloads);

  contractRoute(app, 'winnersArchive', { onRequest: requireWinnersMaterial() }, async () => {
    const groups = new Map<string, { date: string; fileId: string; trackName: string }[]>();
    for (const row of await app.repos.winners.archive()) {
      const entries = groups.get(row.game_type) ?? [];
      entries.push({ date: row.draw_date, fileId: row.file_id, trackName: row.track_name });
      groups.set(row.game_type, entries);
    }
    return { winnersList: orderGameTypes([...groups.keys()], (gameType) => gameType).map((gameType) => ({ gameType, entries: groups.get(gameType) ?? [] })) };
  });

  contractRoute(app, 'winnersFile', { onRequest: requireWinnersMaterial() }, async (request, reply) => {
    const row = await app.repos.winners.file(request.params.fileId);
    if (row === undefined) throw errors.notFound();
    const caller = request.session?.user ?? null;
    if (caller === null) throw errors.unauthorized();
    // The turn ends when the answer is sent or the client has gone ('close' comes in both cases).
    const endTurn = await turns.take(caller.username);
    if (reply.raw.closed) endTurn(); // gone while waiting: its 'close' has already come
    else reply.raw.once('close', endTurn);
    const pdf = await pdfs.pdfOf(caller.username, row);
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="${winnersFileName(row.game_type, row.draw_date)}"`).send(pdf);
  });
};
