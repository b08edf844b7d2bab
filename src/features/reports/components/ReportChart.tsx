import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { REPORT_CHART_COLORS } from '@ombudsportalen/portal/report-chart-palette';
import type { ReportPreviewData } from '@/features/reports/api/report-preview';
import { chartLabel } from '@/features/reports/report-texts';

type Chart = NonNullable<ReportPreviewData['chart']>;

const swedishNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const formatValue = (value: number | null): string => (value === null ? '' : swedishNumber.format(value));

/**
 * A report's declared chart (x-dataset.chart) above its preview table, from the points the server computed for the
 * PDF's chart too: lines or (stacked) bars in the PDF's colours. Its own chunk (@mui/x-charts), loaded with the first
 * preview. The table below holds every figure, so the picture is a figure with a name, not the only way to read them.
 */
export function ReportChart({ chart, title }: { chart: Chart; title: string }) {
  const xs = chart.points.map((p) => p.x);
  const series = chart.series.map((s, i) => ({
    id: s.key,
    label: s.title,
    data: chart.points.map((p) => p.values[i] ?? 0),
    color: REPORT_CHART_COLORS[i % REPORT_CHART_COLORS.length],
    valueFormatter: formatValue,
    ...(chart.stacked ? { stack: 'total' } : {}),
  }));
  // A line's last point sits on the drawing area's right edge and x-charts shortens its label to twice the margin
  // beyond it: leave half that label (~7 px a character at the axis's 12 px).
  const right = chart.kind === 'line' ? Math.ceil((xs.at(-1)?.length ?? 0) * 3.5) + 4 : 8;
  const common = { height: 280, series, skipAnimation: true, yAxis: [{ valueFormatter: formatValue, width: 64 }], margin: { left: 8, right } };
  return (
    <Box role="figure" aria-label={chartLabel(title)} data-testid="report-chart" sx={{ width: '100%', minWidth: 0 }}>
      {chart.kind === 'bar'
        ? <BarChart {...common} xAxis={[{ scaleType: 'band', data: xs, label: chart.xTitle }]} />
        : <LineChart {...common} xAxis={[{ scaleType: 'point', data: xs, label: chart.xTitle }]} />}
    </Box>
  );
}
