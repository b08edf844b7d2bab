import type { FormatType } from '../../engine/index.js';
import type { ReportDocument } from './report-document.js';
import { renderPdf } from './render-pdf.js';
import { renderXlsx } from './render-xlsx.js';

/** One render job for the pool: plain data in (structured clone), the file's bytes out. */
export interface RenderJob {
  format: FormatType;
  doc: ReportDocument;
  /** ISO time the PDF's metadata names (the request's clock). */
  now: string;
}

/** Renders a report document in this thread (the studio, and the pool's workers). */
export function renderReportDocument(format: FormatType, doc: ReportDocument, now: Date): Promise<Buffer> {
  return format === 'pdf' ? renderPdf(doc, now) : renderXlsx(doc);
}

/** Renders a report file; runs in a worker thread, so a large PDF does not hold up other requests. */
export async function renderReportFile(job: RenderJob): Promise<Uint8Array> {
  const body = await renderReportDocument(job.format, job.doc, new Date(job.now));
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}
