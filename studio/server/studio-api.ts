import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildReportRequest, checkDefinition, DATASET_DEFAULTS, type Definition, DefinitionError, datasetParameters, type EngineContext, formatMessage, formatProblem, formatVersionProblem, isDefinitionVisible, loadDefinition, type Problem, type ReportPayload, validateValues, visibleValues, buildFormPayload } from '../../engine/index.js';
import { partnerIdOf } from '../../portal/access/index.js';
import { checkDatasetColumns } from '../../server/reports/check-dataset-columns.js';
import { checkDatasetFigures } from '../../server/reports/check-dataset-figures.js';
import { AGENCY_PROFILES } from '../../server/seed/seed-data/reporting-reference.js';
import { checkReportBody } from '../../server/reports/check-report-body.js';
import { renderPdf } from '../../server/reports/render-pdf.js';
import { renderXlsx } from '../../server/reports/render-xlsx.js';
import { buildReportDocument } from '../../server/reports/report-document.js';
import { CONTENT_TYPES } from '../../server/reports/produce-report.js';
import { runDataset } from '../../server/reports/run-dataset.js';
import { formatCell } from '../../server/reports/swedish-format.js';
import type { DemoDatabase } from './demo-database.js';
import { type ExampleResult, exampleResults } from './example-results.js';

/** The agencies with report data in the demo database (the figures check's default run asks as one of them). */
const DEMO_AGENCIES = new Set(AGENCY_PROFILES.map((p) => p.agencyNumber));

/** Rows the studio shows of a dataset. */
export const FIRST_ROWS = 20;

export interface StudioFile {
  file: string;
  kind: 'report' | 'form';
}

/** What the studio knows of one definition file after a save. */
export interface DefinitionView {
  file: string;
  /** The file's JSON, or null when it is not readable JSON. */
  json: unknown;
  /** `file:/pointer: message` lines of the full check (engine, golden examples, dataset against the views). */
  problems: string[];
  /** Loaded without meta-schema or meaning problems: the form can be shown. */
  loadable: boolean;
  examples: ExampleResult[];
}

/** The outcome of the current values under a context. */
export interface RunView {
  visible: boolean;
  errors: { field: string; message: string }[];
  formMessage?: string;
  body?: unknown;
  request?: { urlCode: string; fileName: string; agencyNumber: string; partnerId?: string };
  /** The first rows as the files print them (Swedish number formats), the totals row over all rows, the header lines. */
  dataset?: {
    columns: { key: string; title: string; kind: string }[]; rows: Record<string, string>[]; total: number;
    totals?: Record<string, string>; totalsLabel?: string; header?: string[]; error?: string;
  };
}

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

  function load(file: string): { json: unknown; def?: Definition; problems: Problem[] } {
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
    if (problems.length === 0) problems.push(...checkDatasetFigures(json, file, { db: demo.reporting, day: demo.dayAfterData, agencies: DEMO_AGENCIES }));
    return { json, def, problems };
  }

  function definition(file: string): DefinitionView {
    const { json, def, problems } = load(file);
    return { file, json, problems: problems.map(formatProblem), loadable: Boolean(def), examples: def ? exampleResults(def, problems) : [] };
  }

  function target(def: Definition, ctx: EngineContext, agency: string) {
    const partnerId = def.report?.payloadKind === 'partner' ? partnerIdOf(ctx.roles) ?? '' : undefined;
    if (partnerId !== undefined) {
      const name = demo.partnerName(partnerId);
      return { subject: ['Partner', name ? `${partnerId} ${name}` : partnerId] as const, builtins: { agencyNumber: null, partnerId, today: ctx.today }, agency: undefined };
    }
    return { subject: ['Ombud', `${agency} ${demo.agencyName(agency) ?? ''}`.trim()] as const, builtins: { agencyNumber: agency, partnerId: null, today: ctx.today }, agency };
  }

  function run(file: string, ctx: EngineContext, values: Record<string, unknown>, format: 'pdf' | 'xlsx'): RunView {
    const { def } = load(file);
    if (!def) return { visible: false, errors: [] };
    const visible = isDefinitionVisible(def, ctx);
    const result = validateValues(def, values, ctx);
    const view: RunView = { visible, errors: result.errors.map(({ field, message }) => ({ field, message })), ...(result.formMessage ? { formMessage: result.formMessage } : {}) };
    if (!result.valid) return view;
    if (!def.report) return { ...view, body: buildFormPayload(def, values, ctx) };
    const request = buildReportRequest(def, values, ctx, { formatType: def.report.formats.includes(format) ? format : def.report.formats[0] });
    view.body = request.body;
    view.request = { urlCode: request.urlCode, fileName: request.fileName, agencyNumber: request.agencyNumber, ...(request.partnerId ? { partnerId: request.partnerId } : {}) };
    if (!def.dataset) return view;
    const { builtins, subject } = target(def, ctx, request.agencyNumber);
    try {
      const params = datasetParameters(def, visibleValues(def, values, ctx), builtins);
      const rows = runDataset(demo.reporting, def.dataset, params);
      const period = { from: String(params[def.dataset.period.from] ?? ''), to: String(params[def.dataset.period.to] ?? '') };
      const doc = buildReportDocument({ code: def.report.code, title: def.report.name, subject, dataset: def.dataset, rows, period, now: new Date() });
      const print = (row: Record<string, unknown>) => Object.fromEntries(doc.columns.map((c) => [c.key, formatCell(c.kind, row[c.key])]));
      view.dataset = {
        columns: def.dataset.columns, rows: rows.slice(0, FIRST_ROWS).map(print), total: rows.length,
        ...(doc.totals ? { totals: print(doc.totals), totalsLabel: doc.totalsLabel } : {}),
        header: [`${doc.title} (${doc.code})`, `${doc.subject[0]}: ${doc.subject[1]}`, `Period: ${doc.period}`],
      };
    } catch (e) {
      view.dataset = { columns: def.dataset.columns, rows: [], total: 0, error: (e as Error).message };
    }
    return view;
  }

  /** The report file exactly as the server's report endpoint builds it: body check, dataset, document, renderer. */
  async function reportFile(file: string, ctx: EngineContext, body: ReportPayload, format: 'pdf' | 'xlsx', now: Date) {
    const { def } = load(file);
    if (!def?.report || !def.dataset) return { status: 404, json: { code: 'error.report.unknown', message: 'Okänd rapport.' } };
    if (!def.report.formats.includes(format)) return { status: 404, json: { code: 'error.report.unknown', message: `Rapporten finns inte som ${format}.` } };
    if (!isDefinitionVisible(def, ctx)) return { status: 403, json: { code: 'error.forbidden', message: 'Du har inte behörighet.' } };
    const agency = ctx.selectedAgencyNumber || ctx.agencyNumber;
    const { subject, builtins, agency: agencyNumber } = target(def, ctx, body.parameterNameValues?.listOfParamNameValues?.find((p) => p.name === def.report?.agencyParameter)?.values[0] ?? agency);
    try {
      const values = checkReportBody(def, body, ctx, format, agencyNumber);
      const params = datasetParameters(def, values, builtins);
      const rows = runDataset(demo.reporting, def.dataset, params);
      const noData = def.dataset.noData ?? DATASET_DEFAULTS.noData;
      if (rows.length === 0 && noData.answer === 'error') return { status: 400, json: { code: 'error.report.no-data', message: noData.message } };
      const period = { from: String(params[def.dataset.period.from] ?? ''), to: String(params[def.dataset.period.to] ?? '') };
      const doc = buildReportDocument({ code: def.report.code, title: def.report.name, subject, dataset: def.dataset, rows, period, now });
      const bytes = format === 'pdf' ? await renderPdf(doc, now) : await renderXlsx(doc);
      return { status: 200, bytes, contentType: CONTENT_TYPES[format], fileName: `${def.report.code}.${format}` };
    } catch (e) {
      const err = e as { statusCode?: number; code?: string; message: string; fields?: unknown };
      return { status: err.statusCode ?? 500, json: { code: err.code ?? 'error.studio', message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
    }
  }

  return { files: studioFiles, definition, run, reportFile, formMessageOf: formatMessage };
}
