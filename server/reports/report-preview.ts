import type { ReportPreview } from '@ombudsportalen/portal/api';
import { alignOf, reportPdfDocument, rowTexts } from './pdf-layout.js';
import type { ReportDocument } from './report-document.js';

/** Rows a preview shows; the file holds them all (issue 41 §1). */
export const PREVIEW_ROWS = 500;

/** The note under a preview that shows only the first rows. */
export const previewNote = (shown: number, all: number): string =>
  `Visar de första ${shown} av ${all} raderna. Ladda ner rapporten för att se alla.`;

/**
 * A report document as the page shows it: the PDF's title and header lines, and every cell as the PDF prints it
 * (pdf-layout's rowTexts, one formatter for both), the first PREVIEW_ROWS rows, the totals row and the chart's points.
 */
export function reportPreview(doc: ReportDocument): ReportPreview {
  const pdf = reportPdfDocument(doc);
  const shown = doc.rows.slice(0, PREVIEW_ROWS);
  return {
    title: pdf.title,
    lines: pdf.lines.map(([label, value]) => [label, value]),
    columns: doc.columns.map((c) => ({ key: c.key, title: c.title, align: alignOf(c) })),
    rows: shown.map((row) => rowTexts(doc, row)),
    ...(doc.totals ? { totals: rowTexts(doc, doc.totals).map((t, i) => (i === 0 ? doc.totalsLabel : t)) } : {}),
    ...(doc.emptyMessage !== undefined ? { emptyMessage: doc.emptyMessage } : {}),
    rowCount: doc.rows.length,
    ...(doc.rows.length > shown.length ? { note: previewNote(shown.length, doc.rows.length) } : {}),
    ...(doc.chart ? { chart: doc.chart } : {}),
  };
}
