// Worker entry of the report render pool (server/reports/render-pool.ts): plain JavaScript, so it starts under tsx,
// vitest or node alike; it registers tsx to load the TypeScript renderers.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Niced first: a rendering PDF yields the cores to the thread that answers every other request.
const { lowerThisThreadPriority } = await import('./worker-priority.ts');
lowerThisThreadPriority();
const { renderReportFile } = await import('./render-report-file.ts');
// Warm before piscina hears this module loaded, so a user's first report gets a worker that has rendered already
// (the pool asks for it; a test's lazy pool does not).
if (workerData?.warmUp === true) {
  const { RENDER_WORKER_WARM, warmUpRenderers } = await import('./render-warm-up.ts');
  await warmUpRenderers();
  parentPort?.postMessage({ [RENDER_WORKER_WARM]: threadId });
}

export default renderReportFile;
