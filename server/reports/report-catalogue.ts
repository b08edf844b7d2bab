import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Definition, formatProblem, formatVersionProblem } from '@ombudsportalen/engine';
import { checkDatasetColumns } from './check-dataset-columns.js';
import { serverEngine } from '../engine.js';

const { loadDefinition } = serverEngine;

/** Where the report definitions live; the server reads them at start, so a new file needs a restart, no code. */
export const REPORTS_DIR = fileURLToPath(new URL('../../schemas/reports/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A report the server can produce: a definition with x-report and x-dataset. */
export type ReportDefinition = Definition & Required<Pick<Definition, 'report' | 'dataset'>>;

/** The reports by code, in file-name order. */
export interface ReportCatalogue {
  readonly reports: readonly ReportDefinition[];
  byCode(code: string): ReportDefinition | undefined;
}

// Loaded definitions by file and content: app instances in one process (tests) share compiled validators.
const loaded = new Map<string, { text: string; def: ReportDefinition }>();

function loadReport(path: string): ReportDefinition {
  const text = readFileSync(path, 'utf8');
  const cached = loaded.get(path);
  if (cached?.text === text) return cached.def;
  const file = relative(ROOT, path);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not readable JSON: ${(e as Error).message}`);
  }
  const version = formatVersionProblem(json); // an older file is refused with what to run, as check says it
  if (version) throw new Error(formatProblem({ file, ...version }));
  const def = loadDefinition(json, file); // throws listing every problem
  if (!def.report || !def.dataset) throw new Error(`${file}: a report the server serves needs x-report and x-dataset`);
  const columns = checkDatasetColumns(json, file); // what would fail at download: SQL or columns against the real views
  if (columns.length) throw new Error(columns.map(formatProblem).join('\n'));
  const report = def as ReportDefinition;
  loaded.set(path, { text, def: report });
  return report;
}

/**
 * Every `*.json` in the reports folder, checked by the engine (meta-schema and meaning, including the dataset's SQL
 * rules). A broken file stops the start-up with `file:/pointer: message` lines, as `npm run schemas -- check` shows them.
 */
export function loadReportCatalogue(dir: string = REPORTS_DIR): ReportCatalogue {
  const reports = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => loadReport(join(dir, f)));
  const byCode = new Map(reports.map((r) => [r.report.code, r]));
  if (byCode.size !== reports.length) throw new Error(`${dir}: two report definitions share a code`);
  return { reports, byCode: (code) => byCode.get(code) };
}
