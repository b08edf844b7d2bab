import type { ColumnJson, ColumnKind } from '@ombudsportalen/engine';
import type { ReportChart } from './report-chart.js';
import type { ReportDocument } from './report-document.js';
import { formatCell } from './swedish-format.js';

/** Page geometry and type sizes of the PDF (points). */
export const PDF = { margin: 36, fontSize: 8.5, rowHeight: 14, padding: 3, headerGap: 10, tableHeadingSize: 11, noteSize: 7.5 } as const;
/** The document header: logo tile size, type sizes and the gaps between its lines (points). */
export const PDF_HEADER = { logoSize: 28, gapAfterLogo: 12, titleSize: 15, gapAfterTitle: 6, lineSize: 9, lineGap: 3 } as const;

// Average width of a character in Helvetica at PDF.fontSize, for sizing columns without measuring every cell.
const CHAR_WIDTH = 4.6;
const MIN_CHARS: Record<ColumnKind, number> = { text: 6, integer: 6, amount: 12, percent: 8, date: 10 };

/** One table of a PDF: a report's table, or one of a winners list's two (with a heading above it). */
export interface PdfTable {
  heading?: string;
  columns: readonly ColumnJson[];
  rows: readonly Record<string, unknown>[];
  /** Column key → total, printed in bold under a rule after `totalsLabel`. */
  totals?: Record<string, number>;
  totalsLabel?: string;
  /** The text shown as the only row when there are no rows. */
  emptyMessage?: string;
}

/**
 * What the PDF renderer prints, plain data (it travels to the render pool's workers): the logo, the title line,
 * label and value lines, the tables, a closing note, and "{footer} · Sida n av m" on every page.
 */
export interface PdfDocument {
  title: string;
  lines: readonly (readonly [label: string, value: string])[];
  tables: readonly PdfTable[];
  note?: string;
  footer: string;
  /** A chart between the header and the first table (a report's declared chart). */
  chart?: ReportChart;
}

/** A report as the PDF renderer prints it: "Name (CODE)", the agency or partner, the period, the creation time, its one table. */
export function reportPdfDocument(doc: ReportDocument): PdfDocument {
  return {
    title: `${doc.title} (${doc.code})`, lines: [doc.subject, ['Period', doc.period], ['Skapad', doc.generatedAt]], tables: [doc], footer: doc.code,
    ...(doc.chart ? { chart: doc.chart } : {}),
  };
}

/** One column as laid out: where it starts, how wide, its alignment. */
export interface PdfColumn {
  column: ColumnJson;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Text columns read from the left, numbers and dates line up on the right (the PDF and the page preview alike). */
export const alignOf = (column: ColumnJson): 'left' | 'right' => (column.kind === 'text' ? 'left' : 'right');

/** Landscape when a table has more than six columns: the widest reports still get readable cells. */
export function pageLayoutFor(doc: PdfDocument): 'portrait' | 'landscape' {
  return doc.tables.some((table) => table.columns.length > 6) ? 'landscape' : 'portrait';
}

/** The cell texts of a row (data, no-data or totals), in column order. */
export function rowTexts(doc: PdfTable, row: Record<string, unknown>): string[] {
  return doc.columns.map((c) => formatCell(c.kind, row[c.key]));
}

/**
 * Column widths from the longest text in each column (heading, first 500 rows, totals), scaled to the page width.
 * Text columns are left aligned, numbers and dates right aligned.
 */
export function layoutColumns(doc: PdfTable, left: number, width: number): PdfColumn[] {
  const sample = doc.rows.slice(0, 500).map((r) => rowTexts(doc, r));
  if (doc.totals) sample.push(rowTexts(doc, doc.totals));
  const chars = doc.columns.map((c, i) => Math.min(40, Math.max(MIN_CHARS[c.kind], c.title.length, ...sample.map((r) => (r[i] ?? '').length))));
  const natural = chars.map((n) => n * CHAR_WIDTH + 2 * PDF.padding);
  const scale = width / natural.reduce((a, b) => a + b, 0);
  let x = left;
  return doc.columns.map((column, i) => {
    const w = (natural[i] ?? 0) * scale;
    const laid: PdfColumn = { column, x, width: w, align: alignOf(column) };
    x += w;
    return laid;
  });
}
