import PDFDocument from 'pdfkit';
import type { DocumentSeed } from './page-types.js';

/** A one-page PDF for the pdf lists: the title and its paragraphs. */
export function renderDocument({ title, paragraphs }: DocumentSeed): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 60, info: { Title: title, Author: 'Ombudsportalen' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.rect(0, 0, pdf.page.width, 90).fill('#00529b');
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(title, 60, 35);
  pdf.fillColor('#222222').font('Helvetica').fontSize(12).text('', 60, 130);
  for (const paragraph of paragraphs) pdf.text(paragraph, { width: pdf.page.width - 120 }).moveDown(0.8);
  pdf.end();
  return done;
}
