import type PDFDocument from 'pdfkit';
import { REPORT_CHART_COLORS } from '@ombudsportalen/portal/report-chart-palette';
import type { ReportChart } from './report-chart.js';
import { formatInteger } from './swedish-format.js';

type Pdf = InstanceType<typeof PDFDocument>;

/** The chart's box in points: its height, the axis label sizes and gaps. */
export const PDF_CHART = { height: 190, labelSize: 7, legendGap: 14, axisWidth: 58, xLabelHeight: 14, xLabelWidth: 48, ticks: 4 } as const;

const colorOf = (i: number): string => REPORT_CHART_COLORS[i % REPORT_CHART_COLORS.length]!;

// A round step for about `ticks` grid lines over 0–max: 1, 2 or 5 times a power of ten.
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** The lowest and highest value drawn: 0 is always on the axis; stacked bars reach their sums. */
function valueRange(chart: ReportChart): [number, number] {
  const tops = chart.points.flatMap((p) => (chart.stacked ? [p.values.filter((v) => v > 0).reduce((a, b) => a + b, 0), p.values.filter((v) => v < 0).reduce((a, b) => a + b, 0)] : p.values));
  return [Math.min(0, ...tops), Math.max(0, ...tops)];
}

/**
 * A report's declared chart as vector graphics (the same points the page draws): the legend, a y axis with Swedish
 * numbers and grid lines, x labels spaced so they never overlap, lines or (stacked) bars. Returns the y below it.
 */
export function drawPdfChart(pdf: Pdf, chart: ReportChart, left: number, top: number, width: number): number {
  pdf.fontSize(PDF_CHART.labelSize).font('Helvetica');
  // Legend: a square and the series' heading, side by side.
  let lx = left + PDF_CHART.axisWidth;
  chart.series.forEach((s, i) => {
    pdf.rect(lx, top + 1, 6, 6).fill(colorOf(i));
    pdf.fillColor('#000000').text(s.title, lx + 9, top, { lineBreak: false });
    lx += 9 + pdf.widthOfString(s.title) + 14;
  });
  const plotTop = top + PDF_CHART.legendGap;
  const plotLeft = left + PDF_CHART.axisWidth;
  const plotWidth = width - PDF_CHART.axisWidth;
  const plotHeight = PDF_CHART.height - PDF_CHART.legendGap - PDF_CHART.xLabelHeight;
  const [low, high] = valueRange(chart);
  const step = niceStep(high - low, PDF_CHART.ticks);
  const min = Math.floor(low / step) * step;
  const max = Math.max(min + step, Math.ceil(high / step) * step);
  const yOf = (v: number) => plotTop + plotHeight - ((v - min) / (max - min)) * plotHeight;
  for (let v = min; v <= max + step / 2; v += step) {
    const y = yOf(v);
    pdf.moveTo(plotLeft, y).lineTo(plotLeft + plotWidth, y).lineWidth(v === 0 ? 0.8 : 0.3).strokeColor(v === 0 ? '#444444' : '#cccccc').stroke();
    pdf.fillColor('#444444').text(formatInteger(v), left, y - 3, { width: PDF_CHART.axisWidth - 4, align: 'right', lineBreak: false });
  }
  const n = chart.points.length;
  const slot = plotWidth / Math.max(1, n);
  const xOf = (i: number) => plotLeft + slot * (i + 0.5);
  // Every k-th x label, so labels stand at least their width apart.
  const every = Math.max(1, Math.ceil(PDF_CHART.xLabelWidth / slot));
  chart.points.forEach((p, i) => {
    if (i % every !== 0) return;
    pdf.fillColor('#444444').text(p.x, xOf(i) - PDF_CHART.xLabelWidth / 2, plotTop + plotHeight + 4, { width: PDF_CHART.xLabelWidth, align: 'center', lineBreak: false, ellipsis: true });
  });
  if (chart.kind === 'bar') {
    const groups = chart.stacked ? 1 : chart.series.length;
    const barWidth = (slot * 0.8) / groups;
    chart.points.forEach((p, i) => {
      let up = 0;
      let down = 0;
      p.values.forEach((v, s) => {
        const base = chart.stacked ? (v >= 0 ? up : down) : 0;
        const x = xOf(i) - slot * 0.4 + (chart.stacked ? 0 : s * barWidth);
        const y0 = yOf(base);
        const y1 = yOf(base + v);
        pdf.rect(x, Math.min(y0, y1), barWidth, Math.abs(y1 - y0)).fill(colorOf(s));
        if (v >= 0) up += v;
        else down += v;
      });
    });
  } else {
    chart.series.forEach((_, s) => {
      let base = chart.points.map(() => 0);
      if (chart.stacked) base = chart.points.map((p) => p.values.slice(0, s).reduce((a, b) => a + b, 0));
      chart.points.forEach((p, i) => {
        const y = yOf(base[i]! + (p.values[s] ?? 0));
        if (i === 0) pdf.moveTo(xOf(i), y);
        else pdf.lineTo(xOf(i), y);
      });
      pdf.lineWidth(1.4).strokeColor(colorOf(s)).stroke();
    });
  }
  pdf.fillColor('#000000').strokeColor('#000000');
  return top + PDF_CHART.height;
}
