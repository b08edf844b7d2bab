import type { ChartJson, ColumnJson } from '@ombudsportalen/engine';
import type { ReportChart } from '@ombudsportalen/portal/api';
import type { DatasetRow } from './run-dataset.js';
import { toOre } from './swedish-format.js';

/** A chart as the page and the PDF draw it (the contract's ReportChart): one point per x value, each series' sum there. */
export type { ReportChart };

/** Most points a chart holds: a 31-day or 12-month report has far fewer; a longer one shows its first ones. */
export const MAX_CHART_POINTS = 400;

/**
 * The points of a dataset's declared chart (x-dataset.chart): rows with the same x are added up per series (exactly,
 * in öre for amounts), in the order the SQL gives them (check makes it order by x). Undefined without a chart or rows,
 * and for a line through fewer than two x values (a one-day default): one point draws no line, only an empty plot.
 */
export function chartOf(chart: ChartJson | undefined, columns: readonly ColumnJson[], rows: readonly DatasetRow[]): ReportChart | undefined {
  if (!chart || rows.length === 0) return undefined;
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const series = chart.series.map((key) => byKey.get(key)).filter((c): c is ColumnJson => c !== undefined);
  const units = new Map<string, number[]>();
  for (const row of rows) {
    const x = String(row[chart.x] ?? '');
    let sums = units.get(x);
    if (!sums) {
      if (units.size >= MAX_CHART_POINTS) continue;
      units.set(x, (sums = series.map(() => 0)));
    }
    series.forEach((c, i) => {
      const v = row[c.key];
      if (typeof v === 'number') sums![i]! += c.kind === 'amount' ? toOre(v) : v;
    });
  }
  if (chart.kind === 'line' && units.size < 2) return undefined;
  return {
    kind: chart.kind,
    stacked: chart.stacked ?? false,
    xTitle: byKey.get(chart.x)?.title ?? chart.x,
    series: series.map((c) => ({ key: c.key, title: c.title })),
    points: [...units].map(([x, sums]) => ({ x, values: sums.map((u, i) => (series[i]?.kind === 'amount' ? u / 100 : u)) })),
  };
}
