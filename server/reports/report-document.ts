import { type ColumnJson, DATASET_DEFAULTS, type DatasetJson } from '@ombudsportalen/engine';
import { type ReportChart, chartOf } from './report-chart.js';
import type { DatasetRow } from './run-dataset.js';
import { formatPeriod, stockholmTimestamp, toOre } from './swedish-format.js';

/** Everything a renderer needs: the header lines, the columns, the rows and the totals. Renderers add no logic. */
export interface ReportDocument {
  code: string;
  title: string;
  /** e.g. ["Ombud", "1001 Kioskkompaniet Drottninggatan"] or ["Partner", "TELIA Telia"]. */
  subject: readonly [string, string];
  period: string;
  generatedAt: string;
  columns: readonly ColumnJson[];
  rows: readonly DatasetRow[];
  /** Column key → total (in kronor for amounts), only for columns with a total; undefined when none has one. */
  totals?: Record<string, number>;
  totalsLabel: string;
  /** The no-data text, shown as the only row when there are no rows. */
  emptyMessage?: string;
  /** The dataset's declared chart, drawn above the table (PDF and page preview). */
  chart?: ReportChart;
}

export interface DocumentInput {
  code: string;
  title: string;
  subject: readonly [string, string];
  dataset: DatasetJson;
  rows: readonly DatasetRow[];
  period: { from: string; to: string };
  now: Date;
}

// Sums in whole öre (amounts) or units (integers), so a column of 0.1s adds up exactly.
function totalsOf(columns: readonly ColumnJson[], rows: readonly DatasetRow[]): Record<string, number> | undefined {
  const summed = columns.filter((c) => c.total === 'sum');
  if (summed.length === 0) return undefined;
  return Object.fromEntries(summed.map((c) => {
    const units = rows.reduce<number>((sum, row) => {
      const v = row[c.key];
      return typeof v === 'number' ? sum + (c.kind === 'amount' ? toOre(v) : Math.round(v)) : sum;
    }, 0);
    return [c.key, c.kind === 'amount' ? units / 100 : units];
  }));
}

/** The document of one report run. */
export function buildReportDocument(input: DocumentInput): ReportDocument {
  const { dataset, rows } = input;
  const totals = rows.length ? totalsOf(dataset.columns, rows) : undefined;
  const chart = chartOf(dataset.chart, dataset.columns, rows);
  return {
    code: input.code,
    title: input.title,
    subject: input.subject,
    period: formatPeriod(input.period.from, input.period.to),
    generatedAt: stockholmTimestamp(input.now),
    columns: dataset.columns,
    rows,
    ...(totals ? { totals } : {}),
    totalsLabel: dataset.totalsLabel ?? DATASET_DEFAULTS.totalsLabel,
    ...(rows.length === 0 ? { emptyMessage: (dataset.noData ?? DATASET_DEFAULTS.noData).message } : {}),
    ...(chart ? { chart } : {}),
  };
}
