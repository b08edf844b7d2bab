// The report render worker (server/reports/render-pool.ts): under tsx or vitest `render-worker.mjs` loads it, in the
// compiled server (scripts/server-build.mjs) it is the entry of dist-server/render-worker.mjs.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { renderReportFile } from './render-report-file.js';
import { RENDER_WORKER_WARM, warmUpRenderers } from './render-warm-up.js';
import { lowerThisThreadPriority } from './worker-priority.js';

// Warm before piscina hears this module loaded, so a user's first report gets a worker that has rendered already
// (the pool asks for it; a test's lazy pool does not).
if ((workerData as { warmUp?: unknown } | undefined)?.warmUp === true) {
  await warmUpRenderers();
  parentPort?.postMessage({ [RENDER_WORKER_WARM]: threadId });
}
// Niced once loaded: a rendering PDF yields the cores to the thread that answers every other request. Loading at start
// (nothing to answer yet) gets its fair share of a busy machine instead of what is left over.
lowerThisThreadPriority();

export default renderReportFile;
