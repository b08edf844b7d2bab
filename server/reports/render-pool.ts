import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderPoolOptions } from '../config.js';
import { AppError } from '../http/errors.js';
import type { PdfDocument } from './pdf-layout.js';
import type { ReportDocument } from './report-document.js';
import { createRenderSlots } from './render-slots.js';
import { type RenderJob, renderReportFile } from './render-report-file.js';
import { RENDER_WORKER_WARM, warmUpRenderers } from './render-warm-up.js';

// The caps where config `reportRendering` names none; the pool's users read the caps in force from `limits`.
const DEFAULT_RENDER_OPTIONS: RenderPoolOptions = { perUser: 2, total: 8, threads: Math.max(1, availableParallelism() - 1), warmUp: true };

export const renderErrors = {
  busy: () => new AppError(429, 'error.report.busy', 'Många rapporter skapas just nu. Försök igen om en stund.'),
  busyForUser: () => new AppError(429, 'error.report.busy-user', 'Du har redan rapporter som skapas. Vänta tills de är klara och försök igen.'),
  /** The client went away (the SPA's "Avbryt"): nobody reads this answer, the log line says why the render stopped. */
  cancelled: () => new AppError(499, 'error.report.cancelled', 'Rapporten avbröts.'),
};

const isWarmMessage = (message: unknown): boolean => typeof message === 'object' && message !== null && RENDER_WORKER_WARM in message;

/**
 * PDF and XLSX rendering (reports, and the winners lists' PDFs) in a worker pool (piscina), so rendering never starves
 * the event loop that answers everyone else; over a cap the request is refused at once with a Swedish 429 instead of
 * queueing without end. `configured` overrides the defaults (config `reportRendering`).
 */
export function createRenderPool(configured: Partial<RenderPoolOptions> = {}) {
  const { warmUp, ...limits }: RenderPoolOptions = { ...DEFAULT_RENDER_OPTIONS, ...configured };
  const pool = limits.threads > 0
    ? new Piscina<RenderJob, Uint8Array>({
      // Beside this file under tsx; beside the bundle (dist-server/render-worker.mjs) in the compiled server, whose build
      // leaves this module's import.meta.url the bundle's (scripts/server-build.mjs).
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: warmUp ? limits.threads : 0, maxThreads: limits.threads, idleTimeout: 60_000, workerData: { warmUp },
    })
    : undefined;
  // Workers that have rendered their warm-up: the first ones, and any piscina started in place of one (an aborted render's).
  let warmWorkers = 0;
  const warmListeners = new Set<() => void>();
  pool?.on('message', (message: unknown) => {
    if (!isWarmMessage(message)) return;
    warmWorkers += 1;
    for (const listener of warmListeners) listener();
  });
  let ready: Promise<void> | undefined;
  const allWarm = (): Promise<void> => new Promise<void>((resolve, reject) => {
    if (!pool) return void warmUpRenderers().then(() => { warmWorkers = 1; }).then(resolve, reject);
    const check = () => {
      if (warmWorkers < limits.threads) return;
      warmListeners.delete(check);
      pool.off('error', failed);
      resolve();
    };
    // A worker that cannot load its renderers fails the start-up, not a user's first report.
    const failed = (error: unknown) => {
      warmListeners.delete(check);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    pool.once('error', failed);
    warmListeners.add(check);
    check();
  });

  const slots = createRenderSlots(limits, renderErrors);
  const run = async (job: RenderJob, signal?: AbortSignal): Promise<Buffer> => {
    if (signal?.aborted === true) throw renderErrors.cancelled();
    let bytes: Uint8Array;
    try {
      bytes = pool ? await pool.run(job, { signal: signal ?? null }) : await renderReportFile(job);
    } catch (error) {
      // piscina's AbortError: the client left while the job was queued or running.
      if (error instanceof Error && error.name === 'AbortError') throw renderErrors.cancelled();
      throw error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  return {
    /** The caps in force, for callers that cap their own renders alike (the winners PDFs). */
    limits,
    /** Whether the workers warm up at start (then the report routes warm their part too). */
    warmUp,
    /** Resolves once every worker has warmed up (at once when warm-up is off); the server listens after it. */
    ready: (): Promise<void> => (warmUp ? (ready ??= allWarm()) : Promise.resolve()),
    /** Workers that have warmed up so far (for tests and the start-up log). */
    warmWorkers: () => warmWorkers,
    /**
     * A report file, within the caps. `signal`: the client went away; a queued render is dropped, a running one stops
     * with its worker (piscina starts a new one, which warms up before it takes work).
     */
    render(username: string, format: 'pdf' | 'xlsx', doc: ReportDocument, now: Date, signal?: AbortSignal): Promise<Buffer> {
      return slots.run(username, () => run({ kind: 'report', format, doc, now: now.toISOString() }, signal));
    },
    /** Work that stands for a render (a page preview), within the same per-user and total caps. */
    withinCaps: <T>(username: string, work: () => Promise<T>): Promise<T> => slots.run(username, work),
    /** A PDF of another kind (the winners lists), in the same workers; its caller caps it with slots of its own. */
    renderPdfDocument: (doc: PdfDocument, now: Date): Promise<Buffer> => run({ kind: 'pdf', doc, now: now.toISOString() }),
    /** Reports rendering or queued now (for tests and the benchmark). */
    inFlight: slots.inFlight,
    close: async () => pool?.destroy(),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
