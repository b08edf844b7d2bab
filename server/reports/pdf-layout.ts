import type { ColumnJson, ColumnKind } from '../../engine/index.js';
import type { ReportDocument } from './report-document.js';
import { formatCell } from './swedish-format.js';

/** Page geometry and type sizes of the PDF (points). */
export const PDF = { margin: 36, fontSize: 8.5, rowHeight: 14, padding: 3, headerGap: 10 } as const;
/** The document header: logo tile size, type sizes and the gaps between its lines (points). */
export const PDF_HEADER = { logoSize: 28, gapAfterLogo: 12, titleSize: 15, gapAfterTitle: 6, lineSize: 9, lineGap: 3 } as const;

// Average width of a character in Helvetica at PDF.fontSize, for sizing columns without measuring every cell.
const CHAR_WIDTH = 4.6;
const MIN_CHARS: Record<ColumnKind, number> = { text: 6, integer: 6, amount: 12, percent: 8, date: 10 };

/** One column as laid out: where it starts, how wide, its alignment. */
export interface PdfColumn {
  column: ColumnJson;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Landscape when more than six columns: the widest reports still get readable cells. */
export function pageLayoutFor(doc: ReportDocument): 'portrait' | 'landscape' {
  return doc.columns.length > 6 ? 'landscape' : 'portrait';
}

/** The cell texts of a row (data, no-data or totals), in column order. */
export function rowTexts(doc: ReportDocument, row: Record<string, unknown>): string[] {
  return doc.columns.map((c) => formatCell(c.kind, row[c.key]));
}

/**
 * Column widths from the longest text in each column (heading, first 500 rows, totals), scaled to the page width.
 * Text columns are left aligned, numbers and dates right aligned.
 */
export function layoutColumns(doc: ReportDocument, left: number, width: number): PdfColumn[] {
  const sample = doc.rows.slice(0, 500).map((r) => rowTexts(doc, r));
  if (doc.totals) sample.push(rowTexts(doc, doc.totals));
  const chars = doc.columns.map((c, i) => Math.min(40, Math.max(MIN_CHARS[c.kind], c.title.length, ...sample.map((r) => (r[i] ?? '').length))));
  const natural = chars.map((n) => n * CHAR_WIDTH + 2 * PDF.padding);
  const scale = width / natural.reduce((a, b) => a + b, 0);
  let x = left;
  return doc.columns.map((column, i) => {
    const w = (natural[i] ?? 0) * scale;
    const laid: PdfColumn = { column, x, width: w, align: column.kind === 'text' ? 'left' : 'right' };
    x += w;
    return laid;
  });
}
