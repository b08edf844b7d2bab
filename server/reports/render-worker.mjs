// Worker entry of the report render pool (server/reports/render-pool.ts): plain JavaScript, so it starts under tsx,
// vitest or node alike; it registers tsx to load the TypeScript renderers.
import { register } from 'tsx/esm/api';

register();
// Niced first: a rendering PDF yields the cores to the thread that answers every other request.
const { lowerThisThreadPriority } = await import('./worker-priority.ts');
lowerThisThreadPriority();
const { renderReportFile } = await import('./render-report-file.ts');

export default renderReportFile;
