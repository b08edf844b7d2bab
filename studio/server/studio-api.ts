import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Definition, DefinitionError, formatProblem, formatVersionProblem, type Problem } from '@ombudsportalen/engine';
import { reportCall } from '@ombudsportalen/portal/reports/report-wire';
import { type PortalContext, effectiveAgencyNumber } from '@ombudsportalen/portal/engine-vocabulary';
import { partnerIdOf } from '@ombudsportalen/portal/access';
import type { StudioDefinitionView, StudioFile, StudioRunView } from '@ombudsportalen/portal/api';
import {
  agencyReportTarget, checkDatasetColumns, checkDatasetFigures, formatCell, partnerNameOf, partnerReportTarget, produceReportFile, readReportBody, renderReportDocument,
  type ReportDefinition, type ReportTarget, runReport,
} from '../../server/reports/index.js';
import { AGENCY_PROFILES } from '../../server/seed/seed-data/reporting-reference.js';
import type { DemoDatabase } from './demo-database.js';
import { exampleResults } from './example-results.js';
import { studioEngine } from './engine.js';

const { buildFormPayload, buildReportRequest, checkDefinition, formatMessage, isDefinitionVisible, loadDefinition, validateValues, visibleValues } = studioEngine;

/** The agencies with report data in the demo database (the figures check's default run asks as one of them). */
const DEMO_AGENCIES = new Set(AGENCY_PROFILES.map((p) => p.agencyNumber));

/** Rows the studio shows of a dataset. */
export const FIRST_ROWS = 20;

export function createStudioApi(schemasDir: string, root: string, demo: DemoDatabase) {
  const rel = (path: string) => relative(root, path);
  const resolveFile = (file: string): string | undefined => {
    const path = join(root, file);
    return studioFiles().some((f) => f.file === file) ? path : undefined; // only files of the listing: no path games
  };

  function studioFiles(): StudioFile[] {
    return (['reports', 'forms'] as const).flatMap((folder) => {
      let names: string[] = [];
      try {
        names = readdirSync(join(schemasDir, folder)).filter((n) => n.endsWith('.json')).sort();
      } catch {
        return [];
      }
      return names.map((n) => ({ file: rel(join(schemasDir, folder, n)), kind: folder === 'reports' ? 'report' as const : 'form' as const }));
    });
  }

  async function load(file: string): Promise<{ json: unknown; def?: Definition; problems: Problem[] }> {
    const path = resolveFile(file);
    if (!path) return { json: null, problems: [{ file, pointer: '', message: 'no such definition file' }] };
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      return { json: null, problems: [{ file, pointer: '', message: `not readable JSON: ${(e as Error).message}` }] };
    }
    let def: Definition | undefined;
    try {
      def = loadDefinition(json, file);
    } catch (e) {
      if (!(e instanceof DefinitionError)) throw e;
    }
    // As npm run schemas -- check: the format version first, then the checks, then the figures on the demo data.
    const version = formatVersionProblem(json);
    const problems = version ? [{ file, ...version }] : [...checkDefinition(json, file), ...checkDatasetColumns(json, file)];
    if (problems.length === 0) problems.push(...await checkDatasetFigures(json, file, { reporting: demo.reporting, day: demo.dayAfterData, agencies: DEMO_AGENCIES }));
    return { json, def, problems };
  }

  async function definition(file: string): Promise<StudioDefinitionView> {
    const { json, def, problems } = await load(file);
    return { file, json, problems: problems.map(formatProblem), loadable: Boolean(def), examples: def ? exampleResults(def, problems) : [] };
  }

  // Whom the report is for, as the report endpoint finds it: the partner of the role, or the agency (names from the demo data).
  async function target(def: ReportDefinition, ctx: PortalContext, agency: string): Promise<ReportTarget> {
    if (def.report.payloadKind !== 'partner') return agencyReportTarget(ctx, agency, demo.agencyName(agency));
    const partnerId = partnerIdOf(ctx.roles) ?? '';
    return partnerReportTarget(ctx, partnerId, await partnerNameOf(demo.reporting, partnerId));
  }

  async function run(file: string, ctx: PortalContext, values: Record<string, unknown>, format: 'pdf' | 'xlsx'): Promise<StudioRunView> {
    const { def } = await load(file);
    if (!def) return { visible: false, errors: [] };
    const visible = isDefinitionVisible(def, ctx);
    const result = validateValues(def, values, ctx);
    const view: StudioRunView = { visible, errors: result.errors.map(({ field, message }) => ({ field, message })), ...(result.formMessage ? { formMessage: result.formMessage } : {}) };
    if (!result.valid) return view;
    if (!def.report) return { ...view, body: buildFormPayload(def, values, ctx) };
    const request = reportCall(def, buildReportRequest(def, values, ctx, { formatType: def.report.formats.includes(format) ? format : def.report.formats[0] }), ctx);
    view.body = request.body;
    view.request = { urlCode: request.urlCode, fileName: request.fileName, agencyNumber: request.agencyNumber, ...(request.partnerId ? { partnerId: request.partnerId } : {}) };
    if (!def.dataset) return view;
    try {
      const { rows, doc } = await runReport(def as ReportDefinition, visibleValues(def, values, ctx), await target(def as ReportDefinition, ctx, request.agencyNumber), demo.reporting, new Date());
      const print = (row: Record<string, unknown>) => Object.fromEntries(doc.columns.map((c) => [c.key, formatCell(c.kind, row[c.key])]));
      view.dataset = {
        columns: def.dataset.columns, rows: rows.slice(0, FIRST_ROWS).map(print), total: rows.length,
        ...(doc.totals ? { totals: print(doc.totals), totalsLabel: doc.totalsLabel } : {}),
        header: [`${doc.title} (${doc.code})`, `${doc.subject[0]}: ${doc.subject[1]}`, `Period: ${doc.period}`],
        ...(doc.chart ? { chart: doc.chart } : {}),
      };
    } catch (e) {
      view.dataset = { columns: def.dataset.columns, rows: [], total: 0, error: (e as Error).message };
    }
    return view;
  }

  /** The report file as the server's report endpoint makes it: the same pipeline (produceReportFile), on the demo data. */
  async function reportFile(file: string, ctx: PortalContext, body: unknown, format: 'pdf' | 'xlsx', now: Date) {
    const { def } = await load(file);
    if (!def?.report || !def.dataset) return { status: 404, json: { code: 'error.report.unknown', message: 'Okänd rapport.' } };
    if (!def.report.formats.includes(format)) return { status: 404, json: { code: 'error.report.unknown', message: `Rapporten finns inte som ${format}.` } };
    const report = def as ReportDefinition;
    try {
      // Read once (the pipeline refuses a hidden report first): the agency the page would put in the URL is the body's
      // when sent (RETAIL types it), else the context's.
      const reading = isDefinitionVisible(report, ctx) ? readReportBody(report, body, ctx) : undefined;
      const agency = reading?.agencyNumber ?? effectiveAgencyNumber(ctx);
      const out = await produceReportFile(report, body, { format, reading, reporting: demo.reporting, now, render: renderReportDocument }, await target(report, ctx, agency));
      return { status: 200, bytes: out.body, contentType: out.contentType, fileName: out.fileName };
    } catch (e) {
      const err = e as { statusCode?: number; code?: string; message: string; fields?: unknown };
      return { status: err.statusCode ?? 500, json: { code: err.code ?? 'error.studio', message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
    }
  }

  return { files: studioFiles, definition, run, reportFile, formMessageOf: formatMessage };
}
