// Worker entry of the report render pool (server/reports/render-pool.ts): plain JavaScript, so it starts under tsx,
// vitest or node alike; it registers tsx to load the TypeScript renderers.
import { register } from 'tsx/esm/api';

register();
const { renderReportFile } = await import('./render-report-file.ts');

export default renderReportFile;
