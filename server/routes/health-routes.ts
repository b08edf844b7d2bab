import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseBusy } from '../db/dialect.js';
import { MIGRATION_DIRS, readMigrations } from '../db/migrate.js';
import { readBesideAFullPool } from '../db/store.js';
import { errors } from '../http/errors.js';
import { contractRoute } from '../http/contract-route.js';

/** How long one readiness answer is reused: anonymous checks cost at most one database round trip per second. */
const READY_FOR_MS = 1000;

/**
 * GET /health/live and /health/ready (schemas/api/health.json): live while the process answers; ready while the
 * database answers, holds every migration of this release, and the instance is not draining (server.ts on SIGTERM).
 * They do not name the instance (anyone may ask); its log lines do (server/app.ts).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const latest = readMigrations(MIGRATION_DIRS[app.store.dialect]).at(-1)?.version ?? '';
  let checked: { at: number; problem: Promise<string | null> } | undefined;
  // What the last answered check found: a database that is only busy keeps it (at start the migrations just ran).
  let answered: string | null = null;
  const problemNow = async (): Promise<string | null> => {
    try {
      const [row] = await readBesideAFullPool<{ version: string | null }>(app.store, 'SELECT max(version) AS version FROM schema_migrations');
      answered = (row?.version ?? '') >= latest ? null : 'databasen saknar migreringar';
      return answered;
    } catch (error) {
      // A held lock or a full pool holds up every instance of the fleet alike: taking them all out of rotation helps
      // no one, and the requests meanwhile get the Swedish 503 "busy" (docs/decisions/busy-and-renditions.md).
      return isDatabaseBusy(error) ? answered : 'databasen svarar inte';
    }
  };

  contractRoute(app, 'healthLive', {}, async () => ({ status: 'ok' as const }));
  contractRoute(app, 'healthReady', {}, async () => {
    if (app.draining.active) throw errors.notReady('instansen stänger ner');
    const now = Date.now();
    if (checked === undefined || now - checked.at >= READY_FOR_MS) checked = { at: now, problem: problemNow() };
    const problem = await checked.problem;
    if (problem !== null) throw errors.notReady(problem);
    return { status: 'ready' as const };
  });
};
