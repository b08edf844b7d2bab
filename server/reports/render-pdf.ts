import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-document.js';
import { PDF, type PdfColumn, layoutColumns, pageLayoutFor, rowTexts } from './pdf-layout.js';

type Pdf = InstanceType<typeof PDFDocument>;

function header(pdf: Pdf, doc: ReportDocument): void {
  pdf.font('Helvetica-Bold').fontSize(15).text(doc.title, PDF.margin, PDF.margin);
  pdf.moveDown(0.4).fontSize(9);
  for (const [label, value] of [doc.subject, ['Period', doc.period], ['Skapad', doc.generatedAt]] as const) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(`${label}:`, PDF.margin, y, { width: 60, lineBreak: false });
    pdf.font('Helvetica').text(value, PDF.margin + 62, y, { lineBreak: false });
    pdf.moveDown(0.3);
  }
  pdf.y += PDF.headerGap;
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

function headings(pdf: Pdf, doc: ReportDocument, columns: readonly PdfColumn[], y: number): number {
  cells(pdf, columns, doc.columns.map((c) => c.title), y, true);
  rule(pdf, columns, y + PDF.rowHeight);
  return y + PDF.rowHeight + 1;
}

function footers(pdf: Pdf, doc: ReportDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing inside the margin must not start a new page
    pdf.font('Helvetica').fontSize(7.5).fillColor('#444444')
      .text(`${doc.code} · Sida ${i - start + 1} av ${count}`, PDF.margin, pdf.page.height - PDF.margin + 10, { width: pdf.page.width - 2 * PDF.margin, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}

/** The report as a PDF (A4, standard fonts): header lines, a table whose headings repeat on every page, totals, page numbers. */
export function renderPdf(doc: ReportDocument, now: Date): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4', layout: pageLayoutFor(doc), margin: PDF.margin, bufferPages: true,
    info: { Title: `${doc.title} (${doc.code})`, Author: 'Ombudsportalen', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  header(pdf, doc);
  const columns = layoutColumns(doc, PDF.margin, pdf.page.width - 2 * PDF.margin);
  const bottom = () => pdf.page.height - PDF.margin - PDF.rowHeight;
  let y = headings(pdf, doc, columns, pdf.y);
  const line = (texts: readonly string[], bold = false, shade = false) => {
    if (y > bottom()) {
      pdf.addPage();
      y = headings(pdf, doc, columns, PDF.margin);
    }
    if (shade) pdf.rect(PDF.margin, y, pdf.page.width - 2 * PDF.margin, PDF.rowHeight).fill('#f2f2f2');
    pdf.fillColor('#000000');
    cells(pdf, columns, texts, y, bold);
    y += PDF.rowHeight;
  };
  doc.rows.forEach((row, i) => line(rowTexts(doc, row), false, i % 2 === 1));
  if (doc.emptyMessage !== undefined) {
    pdf.font('Helvetica-Oblique').fontSize(PDF.fontSize).text(doc.emptyMessage, PDF.margin + PDF.padding, y + 3, { lineBreak: false });
    y += PDF.rowHeight;
  }
  if (doc.totals) {
    rule(pdf, columns, y);
    line(rowTexts(doc, doc.totals).map((t, i) => (i === 0 ? doc.totalsLabel : t)), true);
  }
  footers(pdf, doc);
  pdf.end();
  return done;
}
