import { stockholmToday } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { ReportCatalogue } from './report-catalogue.js';
import { buildReportDocument } from './report-document.js';
import type { ReportingReader } from './reporting-reader.js';
import { serverEngine } from '../engine.js';

const { decodeFormRequest, validateValues } = serverEngine;

/** Nobody's context: validating empty values with it compiles a definition's validator, whatever it then answers. */
const NO_ONE: PortalContext = { roles: [], segment: '', agencyNumber: '', today: '2026-01-01' };

/**
 * The main thread's part of a report's first request, done at start (issue 38 §4): every report definition's validator
 * compiled (ajv compiles at first use), the server's reading of a body run on each golden example's payload (the
 * route's own check, first calls included), each one's document built (its Stockholm timestamp loads ICU's time zones:
 * 30 ms of a first report on the main thread, measured), and the reporting connection opened (SQLite's read-only file,
 * PostgreSQL's reader pool). The render workers warm up beside it (server/reports/render-pool.ts).
 */
export async function warmUpReports(catalogue: ReportCatalogue, reader: ReportingReader): Promise<void> {
  const now = new Date();
  const today = stockholmToday(now);
  for (const definition of catalogue.reports) {
    validateValues(definition, {}, NO_ONE);
    const { report, dataset } = definition;
    buildReportDocument({ code: report.code, title: report.name, subject: ['', ''], dataset, rows: [], period: { from: today, to: today }, now });
    for (const example of definition.examples) if (example.payload !== undefined) decodeFormRequest(definition, example.payload, example.context);
  }
  await reader.read('SELECT 1 AS one', {});
}
