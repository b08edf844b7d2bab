import type { FastifyRequest } from 'fastify';
import { DATASET_DEFAULTS, type FormatType, REPORT_CONTENT_TYPES, datasetParameters, type Values, reportFileName, stockholmToday } from '@ombudsportalen/engine';
import { parseReportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { errors } from '../http/errors.js';
import { type ReportBodyReading, checkReportBody } from './check-report-body.js';
import type { ReportCatalogue, ReportDefinition } from './report-catalogue.js';
import { type ReportDocument, buildReportDocument } from './report-document.js';
import type { ReportPreview } from '@ombudsportalen/portal/api';
import { reportPreview } from './report-preview.js';
import { reportErrors } from './report-errors.js';
import type { ReportEndpoint, ReportTarget } from './report-targets.js';
import type { RenderPool } from './render-pool.js';
import type { ReportingReader } from './reporting-reader.js';
import { type DatasetRow, runDataset } from './run-dataset.js';
import { serverEngine } from '../engine.js';

const { isDefinitionVisible } = serverEngine;

/** A rendered report file. */
export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** A produced report: the file and how many dataset rows it holds (for the log). */
export interface ProducedReport extends ReportFile {
  rows: number;
}

/** Renders a report document as a file (the server's worker pool, or in-process in the studio). */
export type RenderFile = (format: FormatType, doc: ReportDocument, now: Date) => Promise<Buffer>;

/** What producing a file needs besides the definition, body and target: the format asked for, the data, the clock, the renderer. */
export interface ReportProduction {
  /** The format the URL code (or the studio's button) asks for; the body's formatType must name it. */
  format: FormatType;
  reporting: ReportingReader;
  now: Date;
  render: RenderFile;
  /** The body as the caller read it already (the studio, to find whom the report is for): it is not read again. */
  reading?: ReportBodyReading;
}

/** A report run on checked form values: the dataset's rows for the target and the document the renderers print. */
export async function runReport(definition: ReportDefinition, values: Values, target: ReportTarget, reporting: ReportingReader, now: Date): Promise<{ rows: DatasetRow[]; doc: ReportDocument }> {
  const { report, dataset } = definition;
  const params = datasetParameters(definition, values, target.builtins);
  const rows = await runDataset(reporting, dataset, params);
  const period = { from: String(params[dataset.period.from] ?? ''), to: String(params[dataset.period.to] ?? '') };
  return { rows, doc: buildReportDocument({ code: report.code, title: report.name, subject: target.subject, dataset, rows, period, now }) };
}

/**
 * The one report pipeline (the report endpoints and the analyst studio both call it), request-free: hidden for the
 * target's roles or segment 403, body check 404/400, dataset (too large 400, timeout 503, no data per definition), then
 * the document and the file. Refusals are thrown as AppErrors.
 */
export async function produceReportFile(definition: ReportDefinition, body: unknown, context: ReportProduction, target: ReportTarget): Promise<ProducedReport> {
  const { doc, rows } = await checkedReportDocument(definition, body, context, target);
  const file = await context.render(context.format, doc, context.now);
  return { body: file, contentType: REPORT_CONTENT_TYPES[context.format], fileName: reportFileName(definition.report.code, context.format), rows: rows.length };
}

/** The pipeline up to the document, which the file and the page preview share: visibility 403, body check, dataset, no data. */
export async function checkedReportDocument(definition: ReportDefinition, body: unknown, context: Omit<ReportProduction, 'render'>, target: ReportTarget): Promise<{ rows: DatasetRow[]; doc: ReportDocument }> {
  if (!isDefinitionVisible(definition, target.ctx)) throw errors.forbidden();
  const values = checkReportBody(definition, body, target.ctx, context.format, target.agencyNumber, context.reading);
  const run = await runReport(definition, values, target, context.reporting, context.now);
  const noData = definition.dataset.noData ?? DATASET_DEFAULTS.noData;
  if (run.rows.length === 0 && noData.answer === 'error') throw reportErrors.noData(noData.message);
  return run;
}

/** What every report request resolves first (file or preview): the definition, the format, the clock, the target, the caller. */
async function reportRequestOf(deps: ReportServiceDeps, endpoint: ReportEndpoint, request: FastifyRequest, urlCode: string) {
  const { code, format } = parseReportUrlCode(urlCode);
  const def = deps.catalogue.byCode(code);
  if (!def || def.report.payloadKind !== endpoint.payloadKind || !def.report.formats.includes(format)) throw reportErrors.unknownReport();
  const now = deps.now();
  const target = await endpoint.target(request, stockholmToday(now), deps.reporting);
  return { def, code, format, now, target, username: request.session?.user.username ?? '' };
}

/**
 * A report shown in the page (issue 41 §1): the very request of the file (same URL code, body, access rules, answers
 * in the same order, row cap), the document turned into the PDF's cell texts within the render caps.
 */
export async function previewReport(deps: ReportServiceDeps, endpoint: ReportEndpoint, request: FastifyRequest, urlCode: string): Promise<ReportPreview> {
  const { def, code, format, now, target, username } = await reportRequestOf(deps, endpoint, request, urlCode);
  const started = performance.now();
  const { doc, rows } = await checkedReportDocument(def, request.body, { format, reporting: deps.reporting(), now }, target);
  const preview = await deps.renderer.withinCaps(username, async () => reportPreview(doc));
  request.log.info({ report: code, preview: true, rows: rows.length, ms: Math.round(performance.now() - started) }, 'report previewed');
  return preview;
}

export interface ReportServiceDeps {
  catalogue: ReportCatalogue;
  reporting: () => ReportingReader;
  now: () => Date;
  /** Renders the file off the main thread, within the per-user and total caps. */
  renderer: RenderPool;
}

/**
 * One report request, in the order the answers are decided: unknown report (or one of another endpoint kind) 404,
 * target (agency missing 404, unknown agency 404), then the pipeline (produceReportFile). No report code is named:
 * what differs between reports is in their definitions. Access was decided before it runs (server/auth/api-guard.ts).
 * `clientGone`: the client left (its "Avbryt"); the render stops, answered 499 error.report.cancelled to no one.
 */
export async function produceReport(deps: ReportServiceDeps, endpoint: ReportEndpoint, request: FastifyRequest, urlCode: string, clientGone?: AbortSignal): Promise<ReportFile> {
  const { def, code, format, now, target, username } = await reportRequestOf(deps, endpoint, request, urlCode);
  const started = performance.now();
  const { rows, ...file } = await produceReportFile(def, request.body, {
    format, reporting: deps.reporting(), now, render: (f, doc, at) => deps.renderer.render(username, f, doc, at, clientGone).catch((error: unknown) => {
      // The connection is gone, so no request line follows: this one says where the report went.
      if (clientGone?.aborted === true) request.log.info({ report: code, format, ms: Math.round(performance.now() - started) }, 'report cancelled');
      throw error;
    }),
  }, target);
  request.log.info({ report: code, format, rows, bytes: file.body.length, ms: Math.round(performance.now() - started) }, 'report produced');
  return file;
}
