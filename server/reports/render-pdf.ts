import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-document.js';
import { PDF, PDF_HEADER, type PdfColumn, layoutColumns, pageLayoutFor, rowTexts } from './pdf-layout.js';

type Pdf = InstanceType<typeof PDFDocument>;

/** The bytes a pdfkit document writes, once it has ended (the report files and the winners lists). */
export function pdfBytes(pdf: Pdf): Promise<Buffer> {
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
 * The document header, one line each: logo, "Name (CODE)", "Ombud: …" (or "Partner: …"), "Period: …", "Skapad: …".
 * Every line gets its own y from the line before, so no two lines can share a baseline. Returns the y below it.
 */
function header(pdf: Pdf, doc: ReportDocument): number {
  const width = pdf.page.width - 2 * PDF.margin;
  let y = PDF.margin;
  logo(pdf, PDF.margin, y);
  y += PDF_HEADER.logoSize + PDF_HEADER.gapAfterLogo;
  pdf.font('Helvetica-Bold').fontSize(PDF_HEADER.titleSize).fillColor('#000000')
    .text(`${doc.title} (${doc.code})`, PDF.margin, y, { width, lineBreak: false, ellipsis: true });
  y += pdf.currentLineHeight(true) + PDF_HEADER.gapAfterTitle;
  pdf.fontSize(PDF_HEADER.lineSize);
  const labels = [doc.subject, ['Period', doc.period], ['Skapad', doc.generatedAt]] as const;
  const labelWidth = Math.max(...labels.map(([label]) => pdf.font('Helvetica-Bold').widthOfString(`${label}:`))) + 6;
  for (const [label, value] of labels) {
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
  const done = pdfBytes(pdf);
  const top = header(pdf, doc);
  const columns = layoutColumns(doc, PDF.margin, pdf.page.width - 2 * PDF.margin);
  const bottom = () => pdf.page.height - PDF.margin - PDF.rowHeight;
  let y = headings(pdf, doc, columns, top);
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
