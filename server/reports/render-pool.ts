import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.js';
import type { PdfDocument } from './pdf-layout.js';
import type { ReportDocument } from './report-document.js';
import { createRenderSlots } from './render-slots.js';
import { type RenderJob, renderReportFile } from './render-report-file.js';

/** Caps on report rendering (docs/security.md, finding 7). threads 0 renders in-process (no pool). */
export interface RenderLimits {
  /** Reports one user may have rendering or queued at once. */
  perUser: number;
  /** Reports rendering or queued in total. */
  total: number;
  /** Worker threads; the main thread keeps a core for everything else. */
  threads: number;
}

// The caps where config `reportRendering` names none; the pool's users read the caps in force from `limits`.
const DEFAULT_RENDER_LIMITS: RenderLimits = { perUser: 2, total: 8, threads: Math.max(1, availableParallelism() - 1) };

export const renderErrors = {
  busy: () => new AppError(429, 'error.report.busy', 'Många rapporter skapas just nu. Försök igen om en stund.'),
  busyForUser: () => new AppError(429, 'error.report.busy-user', 'Du har redan rapporter som skapas. Vänta tills de är klara och försök igen.'),
};

/**
 * PDF and XLSX rendering (reports, and the winners lists' PDFs) in a worker pool (piscina), so rendering never starves
 * the event loop that answers everyone else; over a cap the request is refused at once with a Swedish 429 instead of
 * queueing without end. `configured` overrides the default caps (config `reportRendering`).
 */
export function createRenderPool(configured: Partial<RenderLimits> = {}) {
  const limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS, ...configured };
  const pool = limits.threads > 0
    ? new Piscina<RenderJob, Uint8Array>({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: 0, maxThreads: limits.threads, idleTimeout: 60_000,
    })
    : undefined;
  const slots = createRenderSlots(limits, renderErrors);
  const run = async (job: RenderJob): Promise<Buffer> => {
    const bytes = pool ? await pool.run(job) : await renderReportFile(job);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  return {
    /** The caps in force, for callers that cap their own renders alike (the winners PDFs). */
    limits,
    render(username: string, format: 'pdf' | 'xlsx', doc: ReportDocument, now: Date): Promise<Buffer> {
      return slots.run(username, () => run({ kind: 'report', format, doc, now: now.toISOString() }));
    },
    /** A PDF of another kind (the winners lists), in the same workers; its caller caps it with slots of its own. */
    renderPdfDocument: (doc: PdfDocument, now: Date): Promise<Buffer> => run({ kind: 'pdf', doc, now: now.toISOString() }),
    /** Reports rendering or queued now (for tests and the benchmark). */
    inFlight: slots.inFlight,
    close: async () => pool?.destroy(),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
