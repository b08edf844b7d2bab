import type { FormatType } from '@ombudsportalen/engine';
import type { PdfDocument } from './pdf-layout.js';
import type { ReportDocument } from './report-document.js';
import { renderPdf, renderPdfDocument } from './render-pdf.js';
import { renderXlsx } from './render-xlsx.js';

/**
 * One render job for the pool: plain data in (structured clone), the file's bytes out. A report in either format, or
 * a PDF document of another kind (a winners list) printed with the report's formatting; `now` is the ISO time the
 * PDF's metadata names (the request's clock).
 */
export type RenderJob =
  | { kind: 'report'; format: FormatType; doc: ReportDocument; now: string }
  | { kind: 'pdf'; doc: PdfDocument; now: string };

/** Renders a report document in this thread (the studio, and the pool's workers). */
export function renderReportDocument(format: FormatType, doc: ReportDocument, now: Date): Promise<Buffer> {
  return format === 'pdf' ? renderPdf(doc, now) : renderXlsx(doc);
}

/** Renders a job's file; runs in a worker thread, so a large PDF does not hold up other requests. */
export async function renderReportFile(job: RenderJob): Promise<Uint8Array> {
  const now = new Date(job.now);
  const body = job.kind === 'report' ? await renderReportDocument(job.format, job.doc, now) : await renderPdfDocument(job.doc, now);
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}
