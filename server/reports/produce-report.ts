import type { FastifyRequest } from 'fastify';
import { DATASET_DEFAULTS, datasetParameters, isDefinitionVisible, stockholmToday } from '../../engine/index.js';
import type { Db } from '../db/open-database.js';
import { errors } from '../http/errors.js';
import { checkReportBody } from './check-report-body.js';
import type { ReportCatalogue } from './report-catalogue.js';
import { buildReportDocument } from './report-document.js';
import { reportErrors } from './report-errors.js';
import type { ReportEndpoint } from './report-targets.js';
import type { RenderPool } from './render-pool.js';
import { runDataset } from './run-dataset.js';

/** A rendered report file. */
export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** "EKOROM12_excel" asks for xlsx (part 2 §7); the plain code for pdf. */
export function parseReportCode(urlCode: string): { code: string; format: 'pdf' | 'xlsx' } {
  return urlCode.endsWith('_excel') ? { code: urlCode.slice(0, -'_excel'.length), format: 'xlsx' } : { code: urlCode, format: 'pdf' };
}

export interface ReportServiceDeps {
  catalogue: ReportCatalogue;
  reporting: () => Db;
  now: () => Date;
  /** Renders the file off the main thread, within the per-user and total caps. */
  renderer: RenderPool;
}

/**
 * One report request, in the order the answers are decided: unknown report (or one of another endpoint kind) 404,
 * target (agency missing 404, unknown agency 404), hidden for the caller's roles or the agency's segment 403, body
 * check 404/400, dataset (too large 400, timeout 503, no data per definition), then the file. No report code is named:
 * what differs between reports is in their definitions.
 */
export async function produceReport(deps: ReportServiceDeps, endpoint: ReportEndpoint, request: FastifyRequest, urlCode: string): Promise<ReportFile> {
  const { code, format } = parseReportCode(urlCode);
  const def = deps.catalogue.byCode(code);
  if (!def || def.report.payloadKind !== endpoint.payloadKind || !def.report.formats.includes(format)) throw reportErrors.unknownReport();
  const now = deps.now();
  const target = endpoint.target(request, stockholmToday(now), deps.reporting);
  if (!isDefinitionVisible(def, target.ctx)) throw errors.forbidden();
  const values = checkReportBody(def, request.body, target.ctx, format, target.agencyNumber);
  const params = datasetParameters(def, values, target.builtins);
  const started = performance.now();
  const rows = runDataset(deps.reporting(), def.dataset, params);
  const noData = def.dataset.noData ?? DATASET_DEFAULTS.noData;
  if (rows.length === 0 && noData.answer === 'error') throw reportErrors.noData(noData.message);
  const period = { from: String(params[def.dataset.period.from] ?? ''), to: String(params[def.dataset.period.to] ?? '') };
  const doc = buildReportDocument({ code, title: def.report.name, subject: target.subject, dataset: def.dataset, rows, period, now });
  const body = await deps.renderer.render(request.user?.username ?? '', format, doc, now);
  request.log.info({ report: code, format, rows: rows.length, bytes: body.length, ms: Math.round(performance.now() - started) }, 'report produced');
  return { body, contentType: CONTENT_TYPES[format], fileName: `${code}.${format}` };
}
