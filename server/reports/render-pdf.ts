import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-document.js';
import { drawPdfChart } from './render-pdf-chart.js';
import { PDF, PDF_HEADER, type PdfColumn, type PdfDocument, type PdfTable, layoutColumns, pageLayoutFor, reportPdfDocument, rowTexts } from './pdf-layout.js';

type Pdf = InstanceType<typeof PDFDocument>;

/** The bytes a pdfkit document writes, once it has ended. */
function pdfBytes(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

// The portal's logo as vectors (the favicon's tile and ring, then the wordmark), so no image file is needed.
function logo(pdf: Pdf, x: number, y: number): void {
  const size = PDF_HEADER.logoSize;
  const c = size / 2;
  pdf.roundedRect(x, y, size, size, size * 0.2).fill('#0b3a66');
  pdf.circle(x + c, y + c, size * 0.25).lineWidth(size * 0.125).stroke('#1f9d6b');
  pdf.circle(x + c, y + c, size * 0.073).fill('#ffffff');
  pdf.font('Helvetica-Bold').fontSize(13).fillColor('#0b3a66')
    .text('Ombudsportalen', x + size + 8, y + (size - 13) / 2 + 1, { lineBreak: false });
}

/**
 * The document header, one line each: logo, the title ("Name (CODE)"), then its label lines ("Ombud: …", "Period: …",
 * "Skapad: …"). Every line gets its own y from the line before, so no two lines can share a baseline. Returns the y below it.
 */
function header(pdf: Pdf, doc: PdfDocument): number {
  const width = pdf.page.width - 2 * PDF.margin;
  let y = PDF.margin;
  logo(pdf, PDF.margin, y);
  y += PDF_HEADER.logoSize + PDF_HEADER.gapAfterLogo;
  pdf.font('Helvetica-Bold').fontSize(PDF_HEADER.titleSize).fillColor('#000000')
    .text(doc.title, PDF.margin, y, { width, lineBreak: false, ellipsis: true });
  y += pdf.currentLineHeight(true) + PDF_HEADER.gapAfterTitle;
  pdf.fontSize(PDF_HEADER.lineSize);
  const labelWidth = Math.max(0, ...doc.lines.map(([label]) => pdf.font('Helvetica-Bold').widthOfString(`${label}:`))) + 6;
  for (const [label, value] of doc.lines) {
    pdf.font('Helvetica-Bold').text(`${label}:`, PDF.margin, y, { lineBreak: false });
    pdf.font('Helvetica').text(value, PDF.margin + labelWidth, y, { width: width - labelWidth, lineBreak: false, ellipsis: true });
    y += pdf.currentLineHeight(true) + PDF_HEADER.lineGap;
  }
  return y + PDF.headerGap;
}

function cells(pdf: Pdf, columns: readonly PdfColumn[], texts: readonly string[], y: number, bold = false): void {
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(PDF.fontSize);
  columns.forEach((c, i) => {
    pdf.text(texts[i] ?? '', c.x + PDF.padding, y + 3, { width: c.width - 2 * PDF.padding, align: c.align, lineBreak: false, ellipsis: true });
  });
}

function rule(pdf: Pdf, columns: readonly PdfColumn[], y: number): void {
  const last = columns[columns.length - 1];
  if (last) pdf.moveTo(columns[0]?.x ?? 0, y).lineTo(last.x + last.width, y).lineWidth(0.6).strokeColor('#444444').stroke();
}

function headings(pdf: Pdf, table: PdfTable, columns: readonly PdfColumn[], y: number): number {
  cells(pdf, columns, table.columns.map((c) => c.title), y, true);
  rule(pdf, columns, y + PDF.rowHeight);
  return y + PDF.rowHeight + 1;
}

/** A table from `top`: its heading, column headings that repeat on every page, shaded rows, totals. Returns the y below it. */
function table(pdf: Pdf, table: PdfTable, top: number): number {
  const columns = layoutColumns(table, PDF.margin, pdf.page.width - 2 * PDF.margin);
  const bottom = () => pdf.page.height - PDF.margin - PDF.rowHeight;
  let y = top;
  if (table.heading !== undefined) {
    // The heading stays with the column headings and the first row.
    if (y + 3 * PDF.rowHeight > bottom()) {
      pdf.addPage();
      y = PDF.margin;
    }
    pdf.font('Helvetica-Bold').fontSize(PDF.tableHeadingSize).fillColor('#000000').text(table.heading, PDF.margin, y, { lineBreak: false });
    y += pdf.currentLineHeight(true) + PDF_HEADER.lineGap;
  }
  y = headings(pdf, table, columns, y);
  const line = (texts: readonly string[], bold = false, shade = false) => {
    if (y > bottom()) {
      pdf.addPage();
      y = headings(pdf, table, columns, PDF.margin);
    }
    if (shade) pdf.rect(PDF.margin, y, pdf.page.width - 2 * PDF.margin, PDF.rowHeight).fill('#f2f2f2');
    pdf.fillColor('#000000');
    cells(pdf, columns, texts, y, bold);
    y += PDF.rowHeight;
  };
  table.rows.forEach((row, i) => line(rowTexts(table, row), false, i % 2 === 1));
  if (table.emptyMessage !== undefined) {
    pdf.font('Helvetica-Oblique').fontSize(PDF.fontSize).text(table.emptyMessage, PDF.margin + PDF.padding, y + 3, { lineBreak: false });
    y += PDF.rowHeight;
  }
  if (table.totals) {
    rule(pdf, columns, y);
    line(rowTexts(table, table.totals).map((t, i) => (i === 0 ? table.totalsLabel ?? '' : t)), true);
  }
  return y;
}

function footers(pdf: Pdf, doc: PdfDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing inside the margin must not start a new page
    pdf.font('Helvetica').fontSize(PDF.noteSize).fillColor('#444444')
      .text(`${doc.footer} · Sida ${i - start + 1} av ${count}`, PDF.margin, pdf.page.height - PDF.margin + 10, { width: pdf.page.width - 2 * PDF.margin, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}

/**
 * A document as a PDF (A4, standard fonts): header lines, tables whose headings repeat on every page, totals, a closing
 * note, page numbers. Reports and winners lists alike, in the render pool's workers.
 */
export function renderPdfDocument(doc: PdfDocument, now: Date): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4', layout: pageLayoutFor(doc), margin: PDF.margin, bufferPages: true,
    info: { Title: doc.title, Author: 'Ombudsportalen', CreationDate: now },
  });
  const done = pdfBytes(pdf);
  let y = header(pdf, doc);
  if (doc.chart) y = drawPdfChart(pdf, doc.chart, PDF.margin, y, pdf.page.width - 2 * PDF.margin) + PDF.headerGap;
  doc.tables.forEach((each, i) => { y = table(pdf, each, i === 0 ? y : y + PDF.headerGap); });
  if (doc.note !== undefined) {
    pdf.font('Helvetica').fontSize(PDF.noteSize).fillColor('#444444')
      .text(doc.note, PDF.margin, y + PDF.headerGap, { width: pdf.page.width - 2 * PDF.margin });
  }
  footers(pdf, doc);
  pdf.end();
  return done;
}

/** The report as a PDF: its header lines and its one table. */
export function renderPdf(doc: ReportDocument, now: Date): Promise<Buffer> {
  return renderPdfDocument(reportPdfDocument(doc), now);
}
