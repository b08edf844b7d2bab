// Worker entry of the report render pool (server/reports/render-pool.ts): plain JavaScript, so it starts under tsx,
// vitest or node alike; it registers tsx to load the TypeScript renderers.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderReportFile } = await import('./render-report-file.ts');
// Warm before piscina hears this module loaded, so a user's first report gets a worker that has rendered already
// (the pool asks for it; a test's lazy pool does not).
if (workerData?.warmUp === true) {
  const { RENDER_WORKER_WARM, warmUpRenderers } = await import('./render-warm-up.ts');
  await warmUpRenderers();
  parentPort?.postMessage({ [RENDER_WORKER_WARM]: threadId });
}
// Niced once loaded: a rendering PDF yields the cores to the thread that answers every other request. Loading at start
// (nothing to answer yet) gets its fair share of a busy machine instead of what is left over.
const { lowerThisThreadPriority } = await import('./worker-priority.ts');
lowerThisThreadPriority();

export default renderReportFile;
