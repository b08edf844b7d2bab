// Worker entry of the report render pool under tsx or vitest (server/reports/render-pool.ts): plain JavaScript, so it
// starts under tsx, vitest or node alike; it registers tsx to load the TypeScript worker. The compiled server runs
// dist-server/render-worker.mjs instead (scripts/server-build.mjs).
import { register } from 'tsx/esm/api';

register();
const { default: renderReportFile } = await import('./render-worker-main.ts');

export default renderReportFile;
