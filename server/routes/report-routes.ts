import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireAuthenticated, requireInternal, requireMenuAccess, requirePartner } from '../auth/agency-access.js';
import type { Db } from '../db/open-database.js';
import { produceReport, type ReportFile } from '../reports/produce-report.js';
import { requireReportAgency } from '../reports/report-access.js';
import { loadReportCatalogue } from '../reports/report-catalogue.js';
import { visibleReportDefinitions } from '../reports/report-definitions.js';
import { agencyEndpoint, internalEndpoint, partnerEndpoint } from '../reports/report-targets.js';
import { openReportingConnection } from '../reports/reporting-connection.js';
import { createRenderPool, DEFAULT_RENDER_LIMITS } from '../reports/render-pool.js';
import { BODY_LIMITS } from './input-bounds.js';
import { agencyReportSchema, definitionsSchema, internalReportSchema, partnerReportSchema } from './report-route-schemas.js';

export interface ReportRoutesOptions extends Record<string, unknown> {
  /** The report definitions folder (default schemas/reports). */
  reportsDir?: string;
}

type ReportRoute = { Params: { reportCode: string } };

function send(reply: FastifyReply, file: ReportFile): FastifyReply {
  return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
}

/**
 * The embedded report server (part 2 §7 "Reports") under /api/api-retail/v2. Definitions are read from the reports
 * folder at start; datasets run on a read-only connection opened at the first report.
 */
export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (app, { reportsDir }) => {
  const catalogue = loadReportCatalogue(reportsDir ?? app.config.reportsDir);
  let connection: Db | undefined;
  const reporting = () => (connection ??= openReportingConnection(app.config.databasePath));
  app.addHook('onClose', async () => connection?.close());
  const renderer = createRenderPool({ ...DEFAULT_RENDER_LIMITS, ...app.config.reportRendering });
  app.addHook('onClose', async () => renderer.close());
  const deps = { catalogue, reporting, now: () => app.now(), renderer };

  app.post<ReportRoute & { Params: { agencyNumber: string } }>('/agencies/:agencyNumber/reports/:reportCode', {
    onRequest: [requireReportAgency(), requireMenuAccess('/ekonomirapporter', { agencyParam: 'agencyNumber' })],
    schema: agencyReportSchema,
    bodyLimit: BODY_LIMITS.report,
  }, async (request, reply) => send(reply, await produceReport(deps, agencyEndpoint, request, request.params.reportCode)));

  app.post<ReportRoute & { Querystring: { agencyNumber?: string; username?: string } }>('/internal/economy/reports/:reportCode', {
    onRequest: [requireInternal(), requireMenuAccess('/ekonomirapporter')],
    schema: internalReportSchema,
    bodyLimit: BODY_LIMITS.report,
  }, async (request, reply) => {
    request.log.info({ actingFor: request.query.agencyNumber, username: request.query.username }, 'internal report request');
    return send(reply, await produceReport(deps, internalEndpoint, request, request.params.reportCode));
  });

  app.post<ReportRoute & { Params: { partnerId: string } }>('/partner/:partnerId/economy/reports/:reportCode', {
    onRequest: [requirePartner({ param: 'partnerId' }), requireMenuAccess('/partnerrapporter')],
    schema: partnerReportSchema,
    bodyLimit: BODY_LIMITS.report,
  }, async (request, reply) => send(reply, await produceReport(deps, partnerEndpoint, request, request.params.reportCode)));

  // Ours (the spec does not show it): the reports the caller may see, so the page lists new files after a restart.
  app.get<{ Querystring: { agencyNumber?: string } }>('/reports/definitions', {
    onRequest: requireAuthenticated(),
    schema: definitionsSchema,
  }, async (request) => visibleReportDefinitions(catalogue, request, request.query.agencyNumber ?? '', app.now()));
};
