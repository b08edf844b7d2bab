// Figures a dataset gives on the demo data that no reader would trust: rows outside the period the header shows, a
// column empty or zero in every row, a percent column holding percents, and totals that are not the sum of the figures
// shown. `check` runs each dataset for its default period and for every golden body (issue 24).
import { type ColumnJson, type DatasetJson, datasetParameters, type Definition, periodEnd, periodStart, type Problem, type Values } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { MANAGER_ROLE, partnerIdOf, SEGMENTS } from '@ombudsportalen/portal/access';
import { emptyProblems, ratioProblems, reconcileProblems, summedRatioProblems } from './reconcile-dataset.js';
import type { ReportingReader } from './reporting-reader.js';
import { selectedColumns } from './reporting-views.js';
import { formatAmount, formatInteger, formatPercent, toOre } from './swedish-format.js';
import { serverEngine } from '../engine.js';

const { computeDefaults, loadDefinition, visibleValues } = serverEngine;

type Row = Record<string, unknown>;

/** Report data to run datasets on: the database's reader, the day it ends after, and the agencies that have data. */
export interface DemoData {
  reporting: ReportingReader;
  day: string;
  agencies: ReadonlySet<string>;
}

/** One run of a dataset: who asks, on which day, with which form values, and what to call it in a message. */
interface Run {
  label: string;
  context: PortalContext;
  values: Values;
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** A day whose previous week, month and year periods cross a New Year on the demo data (week 2501 is 30 Dec 2024 – 5 Jan 2025). */
export const NEW_YEAR_DAY = '2025-01-08';

// The runs: the defaults as a demo agency opens the form on the demo day (the first example's caller, or the first
// role the report is visible to, at a demo agency), the same on NEW_YEAR_DAY, then every golden example with a body.
// Examples of days without demo data simply give no rows. Only the first run must have rows.
function runsOf(def: Definition, demo: DemoData): Run[] {
  const examples = def.examples.filter((ex) => ex.payload !== undefined);
  const runs: Run[] = [];
  const withData = examples.find((ex) => partnerIdOf(ex.context.roles) !== undefined || demo.agencies.has(ex.context.selectedAgencyNumber ?? ex.context.agencyNumber));
  const visible = def.visibleTo as { roles?: string[]; segments?: string[] } | undefined;
  const agencyNumber = [...demo.agencies][0]!;
  const caller = withData?.context ?? { roles: visible?.roles?.slice(0, 1) ?? [MANAGER_ROLE], segment: visible?.segments?.[0] ?? SEGMENTS[0], agencyNumber };
  for (const today of [demo.day, NEW_YEAR_DAY]) {
    const context = { ...caller, today };
    runs.push({ label: `the defaults on ${today}`, context, values: computeDefaults(def, context) });
  }
  for (const ex of examples) {
    runs.push({ label: `example "${ex.name}"`, context: ex.context, values: ex.withDefaults ? { ...computeDefaults(def, ex.context), ...ex.values } : ex.values });
  }
  return runs;
}

function parametersOf(def: Definition, run: Run): Record<string, string | number | null> {
  const values = visibleValues(def, run.values, run.context);
  const partnerId = def.report?.payloadKind === 'partner' ? partnerIdOf(run.context.roles) ?? null : null;
  const agencyParameter = def.report?.agencyParameter;
  const typed = agencyParameter ? values[agencyParameter] : undefined;
  const agencyNumber = partnerId !== null ? null : String(typed ?? run.context.selectedAgencyNumber ?? run.context.agencyNumber);
  return datasetParameters(def, values, { agencyNumber, partnerId, today: run.context.today });
}

/** A dataset's default request on the demo data (its first run): what `check` also runs on PostgreSQL to compare (issue 40 §3). */
export function defaultRequest(json: unknown, file: string, demo: DemoData): { label: string; params: Record<string, string | number | null> } {
  const def = loadDefinition(json, file, { metaCheck: false });
  const run = runsOf(def, demo)[0]!;
  return { label: run.label, params: parametersOf(def, run) };
}

/** Whether a value of a period-like column lies in the period from–to (yyyy-MM-dd days). */
function inPeriod(type: string, value: unknown, from: string, to: string): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return true;
  const v = String(value);
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v >= from && v <= to;
  if (type === 'month' && /^\d{4}-\d{2}$/.test(v)) return v >= from.slice(0, 7) && v <= to.slice(0, 7);
  if (type === 'year' && /^\d{4}$/.test(v)) return v >= from.slice(0, 4) && v <= to.slice(0, 4);
  if (type === 'week' && /^\d{4}$/.test(v)) return periodEnd('week', v) >= from && periodStart('week', v) <= to;
  return true;
}

const shownTotal = (column: ColumnJson, units: number) => plain(column.kind === 'amount' ? formatAmount(units / 100) : formatInteger(units));

/** What is wrong with the totals of one run: sums not of the shown figures, or a row that is the sum of the others. */
function totalsProblems(dataset: DatasetJson, rows: Row[], label: string): { pointer: string; message: string }[] {
  const summed = dataset.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.total === 'sum');
  const problems: { pointer: string; message: string }[] = [];
  const unitsOf = (c: ColumnJson, v: unknown) => (typeof v !== 'number' ? 0 : c.kind === 'amount' ? toOre(v) : Math.round(v));
  for (const { c, i } of summed) {
    const exact = rows.reduce<number>((sum, row) => sum + (typeof row[c.key] === 'number' ? (row[c.key] as number) : 0), 0);
    const shown = rows.reduce<number>((sum, row) => sum + unitsOf(c, row[c.key]), 0);
    const whole = c.kind === 'amount' ? toOre(exact) : Math.round(exact);
    if (whole !== shown) {
      problems.push({ pointer: `/x-dataset/columns/${i}/total`, message: `on the demo data (${label}) the values of "${c.key}" add up to ${shownTotal(c, whole)}, but the figures shown (each rounded to ${c.kind === 'amount' ? 'öre' : 'a whole number'}) to ${shownTotal(c, shown)} in the ${dataset.totalsLabel ?? 'Summa'} row: round each value in the SQL${c.kind === 'amount' ? ' (round(…, 2))' : ''}` });
    }
  }
  if (summed.length && rows.length >= 3) {
    const totals = summed.map(({ c }) => rows.reduce<number>((sum, row) => sum + unitsOf(c, row[c.key]), 0));
    const own = rows.findIndex((row) => summed.every(({ c }, k) => {
      const units = unitsOf(c, row[c.key]);
      return units !== 0 && units * 2 === totals[k];
    }));
    if (own >= 0) problems.push({ pointer: '/x-dataset/sql', message: `on the demo data (${label}) row ${own + 1} is the sum of the other rows in every summed column: the SQL returns its own totals row, and the ${dataset.totalsLabel ?? 'Summa'} row counts it twice` });
  }
  return problems;
}

/**
 * Runs a report's dataset on the demo data for its default period and every golden body, and reports figures that
 * would mislead: rows outside the header's period, columns empty or zero in every row, percents above 100 %, totals
 * that are not the sum of the shown figures. Only definitions that pass every other check come here.
 */
export async function checkDatasetFigures(json: unknown, file: string, demo: DemoData): Promise<Problem[]> {
  const dataset = (json as { 'x-dataset'?: DatasetJson } | null)?.['x-dataset'];
  if (!dataset) return [];
  const def = loadDefinition(json, file, { metaCheck: false });
  const typed = selectedColumns(dataset.sql) ?? [];
  const periodic = dataset.columns.flatMap((c, i) => {
    const type = typed.find((t) => t.alias === c.key)?.type;
    return type && ['date', 'month', 'week', 'year'].includes(type) ? [{ c, i, type }] : [];
  });
  const seen = new Map<string, Problem>();
  const report = (pointer: string, message: string) => {
    if (!seen.has(pointer)) seen.set(pointer, { file, pointer, message }); // the first run that shows it is enough
  };
  const filled = dataset.columns.map(() => ({ set: 0, nonZero: 0 }));
  let rowCount = 0;
  const runs = runsOf(def, demo);
  for (const p of summedRatioProblems(dataset)) report(p.pointer, p.message);
  for (const [n, run] of runs.entries()) {
    const params = parametersOf(def, run);
    const rows: Row[] = await demo.reporting.read(dataset.sql, params);
    const defaults = n < 2; // the default request on the demo day and at New Year: reconciled with the source
    if (rows.length === 0) {
      if (n === 0) for (const p of await emptyProblems(demo.reporting, dataset, params, run.label)) report(p.pointer, p.message);
      continue;
    }
    if (defaults) for (const p of await reconcileProblems(demo.reporting, dataset, rows, params, run.label)) report(p.pointer, p.message);
    for (const p of await ratioProblems(demo.reporting, dataset, rows, params, run.label)) report(p.pointer, p.message);
    rowCount += rows.length;
    const from = String(params[dataset.period.from] ?? '');
    const to = String(params[dataset.period.to] ?? '');
    for (const { c, i, type } of periodic) {
      const outside = rows.findIndex((row) => !inPeriod(type, row[c.key], from, to));
      if (outside >= 0) report(`/x-dataset/columns/${i}/key`, `on the demo data (${run.label}) row ${outside + 1} has ${c.key} ${String(rows[outside]?.[c.key])}, outside the period ${from} – ${to} the header shows`);
    }
    dataset.columns.forEach((c, i) => {
      for (const row of rows) {
        const v = row[c.key];
        if (v !== null && v !== undefined && v !== '') filled[i]!.set++;
        if (v !== null && v !== undefined && v !== '' && v !== 0) filled[i]!.nonZero++;
      }
      if (c.kind === 'percent') {
        const big = rows.find((row) => typeof row[c.key] === 'number' && Math.abs(row[c.key] as number) > 1);
        if (big) report(`/x-dataset/columns/${i}/kind`, `on the demo data (${run.label}) "${c.key}" holds ${String(big[c.key])}, shown as "${plain(formatPercent(big[c.key] as number))}": a percent column holds fractions (0.06 is 6,00 %)`);
      }
    });
    for (const p of totalsProblems(dataset, rows, run.label)) report(p.pointer, p.message);
  }
  if (rowCount > 0) {
    dataset.columns.forEach((c, i) => {
      const counted = `all ${rowCount} rows the demo data gives (${runs.length} runs: the defaults on two days and the golden bodies)`;
      if (filled[i]!.set === 0) report(`/x-dataset/columns/${i}/key`, `column "${c.key}" is empty in ${counted}`);
      else if (filled[i]!.nonZero === 0) report(`/x-dataset/columns/${i}/key`, `column "${c.key}" is 0 in ${counted}`);
    });
  }
  return [...seen.values()];
}
