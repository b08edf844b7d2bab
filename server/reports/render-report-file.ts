import type { ReportDocument } from './report-document.js';
import { renderPdf } from './render-pdf.js';
import { renderXlsx } from './render-xlsx.js';

/** One render job for the pool: plain data in (structured clone), the file's bytes out. */
export interface RenderJob {
  format: 'pdf' | 'xlsx';
  doc: ReportDocument;
  /** ISO time the PDF's metadata names (the request's clock). */
  now: string;
}

/** Renders a report file; runs in a worker thread, so a large PDF does not hold up other requests. */
export async function renderReportFile(job: RenderJob): Promise<Uint8Array> {
  const body = job.format === 'pdf' ? await renderPdf(job.doc, new Date(job.now)) : await renderXlsx(job.doc);
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}
