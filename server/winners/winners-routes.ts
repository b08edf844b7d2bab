import type { FastifyPluginAsync } from 'fastify';
import { decide, deriveSegment } from '../../engine/access/index.js';
import { accessGuard } from '../auth/access-guard.js';
import { errors } from '../errors.js';
import { contractRoute } from '../routes/contract-route.js';
import { renderWinnersPdf } from './winners-pdf.js';
import { winnersFileName, type WinnersResults } from './winners-results.js';

/** The game type listed first and chosen by default (spec part 2 §2); the others follow alphabetically. */
export const DEFAULT_GAME_TYPE = 'V75';

export function orderGameTypes(gameTypes: readonly string[]): string[] {
  const others = gameTypes.filter((type) => type !== DEFAULT_GAME_TYPE).sort((a, b) => a.localeCompare(b, 'sv'));
  return gameTypes.includes(DEFAULT_GAME_TYPE) ? [DEFAULT_GAME_TYPE, ...others] : others;
}

/** The `winnersMaterial` decision on the caller's outlet (a caller without one derives AGENCY). */
const requireWinnersMaterial = () => accessGuard('winners-material', (caller, request) => {
  const facts = caller.agencyNumber === '' ? undefined : request.server.repos.agencies.accessFactsOf(caller.agencyNumber);
  return decide('winnersMaterial', { roles: caller.roles, segment: deriveSegment(facts) });
});

/** GET /winnerslist/archive and /winnerslist/archive/file/:fileId (spec part 2 §7 "Winners lists"). */
export const winnersRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, 'winnersArchive', { onRequest: requireWinnersMaterial() }, async () => {
    const groups = new Map<string, { date: string; fileId: string; trackName: string }[]>();
    for (const row of app.repos.winners.archive()) {
      const entries = groups.get(row.game_type) ?? [];
      entries.push({ date: row.draw_date, fileId: row.file_id, trackName: row.track_name });
      groups.set(row.game_type, entries);
    }
    return { winnersList: orderGameTypes([...groups.keys()]).map((gameType) => ({ gameType, entries: groups.get(gameType) ?? [] })) };
  });

  contractRoute(app, 'winnersFile', { onRequest: requireWinnersMaterial() }, async (request, reply) => {
    const row = app.repos.winners.file(request.params.fileId);
    if (row === undefined) throw errors.notFound();
    const pdf = await renderWinnersPdf(row.game_type, row.draw_date, row.track_name, JSON.parse(row.results_json) as WinnersResults);
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="${winnersFileName(row.game_type, row.draw_date)}"`).send(pdf);
  });
};
