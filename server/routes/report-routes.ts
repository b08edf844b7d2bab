import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireAuthenticated, requireInternal, requireMenuAccess } from '../auth/agency-access.js';
import { previewReport, produceReport, type ReportFile } from '../reports/produce-report.js';
import { agencyReportAccess, partnerReportAccess } from '../reports/report-access.js';
import { deleteReportPreferences, listReportPreferences, saveReportPreferences } from '../reports/report-preferences.js';
import { loadReportCatalogue } from '../reports/report-catalogue.js';
import { warmUpReports } from '../reports/report-warm-up.js';
import { visibleReportDefinitions } from '../reports/report-definitions.js';
import { agencyEndpoint, internalEndpoint, partnerEndpoint } from '../reports/report-targets.js';
import { openReportingReader, type ReportingReader } from '../reports/reporting-reader.js';
import type { RenderPool } from '../reports/render-pool.js';
import { clientGoneSignal } from '../http/client-gone.js';
import { contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';

export interface ReportRoutesOptions extends Record<string, unknown> {
  /** The report definitions folder (default schemas/reports). */
  reportsDir?: string;
  /** The render pool the reports and the winners lists share (server/routes/api-routes.ts). */
  renderer: RenderPool;
}

function send(reply: FastifyReply, file: ReportFile): FastifyReply {
  return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
}

/**
 * The embedded report server (part 2 §7 "Reports") under /api/api-retail/v2. Definitions are read from the reports
 * folder at start; datasets run on the store's reporting reader (SQLite: a read-only connection opened at the first report).
 */
export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (app, { reportsDir, renderer }) => {
  const catalogue = loadReportCatalogue(reportsDir ?? app.config.reportsDir);
  let reader: ReportingReader | undefined;
  const reporting = () => (reader ??= openReportingReader(app.store, app.config.databasePath));
  app.addHook('onClose', async () => reader?.close());
  // Where the render workers warm up, the rest of a first report is done at start too, while they load.
  if (renderer.warmUp) app.addHook('onReady', async () => warmUpReports(catalogue, reporting()));
  const deps = { catalogue, reporting, now: () => app.now(), renderer };

  // Each endpoint's access rules once, for its file and its page preview (issue 41 §1: one path).
  const agencyRules = { onRequest: agencyReportAccess(), bodyLimit: BODY_LIMITS.report }; // the subscriptions' run uses the same rules
  const internalRules = { onRequest: [requireInternal(), requireMenuAccess('/ekonomirapporter')], bodyLimit: BODY_LIMITS.report };
  const partnerRules = { onRequest: partnerReportAccess(), bodyLimit: BODY_LIMITS.report };

  contractRoute(app, 'agencyReport', agencyRules,
    async (request, reply) => send(reply, await produceReport(deps, agencyEndpoint, request, request.params.reportCode, clientGoneSignal(reply))));
  contractRoute(app, 'agencyReportPreview', agencyRules, async (request) => previewReport(deps, agencyEndpoint, request, request.params.reportCode));

  contractRoute(app, 'internalReport', internalRules, async (request, reply) => {
    request.log.info({ actingFor: request.query.agencyNumber, username: request.query.username }, 'internal report request');
    return send(reply, await produceReport(deps, internalEndpoint, request, request.params.reportCode, clientGoneSignal(reply)));
  });
  contractRoute(app, 'internalReportPreview', internalRules, async (request) => {
    request.log.info({ actingFor: request.query.agencyNumber, username: request.query.username }, 'internal report preview');
    return previewReport(deps, internalEndpoint, request, request.params.reportCode);
  });

  contractRoute(app, 'partnerReport', partnerRules,
    async (request, reply) => send(reply, await produceReport(deps, partnerEndpoint, request, request.params.reportCode, clientGoneSignal(reply))));
  contractRoute(app, 'partnerReportPreview', partnerRules, async (request) => previewReport(deps, partnerEndpoint, request, request.params.reportCode));

  // Ours (issue 41 §3): each user's last choices per report, on the server so any device restores them.
  const preferences = app.repos.reportPreferences;
  contractRoute(app, 'reportPreferences', { onRequest: requireAuthenticated() }, async (request) => listReportPreferences(catalogue, preferences, request, app.now()));
  contractRoute(app, 'saveReportPreferences', { onRequest: requireAuthenticated(), bodyLimit: BODY_LIMITS.small }, async (request, reply) => {
    await saveReportPreferences(catalogue, preferences, request, request.params.reportCode, request.body, app.now());
    return reply.code(204).send();
  });
  contractRoute(app, 'deleteReportPreferences', { onRequest: requireAuthenticated() }, async (request, reply) => {
    await deleteReportPreferences(catalogue, preferences, request, request.params.reportCode);
    return reply.code(204).send();
  });

  // Ours (the spec does not show it): the reports the caller may see, so the page lists new files after a restart.
  contractRoute(app, 'reportDefinitions', { onRequest: requireAuthenticated() },
    async (request) => visibleReportDefinitions(catalogue, request, request.query.agencyNumber ?? '', app.now()));
};
