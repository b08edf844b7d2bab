import type { ColumnJson } from '../../engine/index.js';
import type { ReportDocument } from './report-document.js';
import { renderReportFile } from './render-report-file.js';

/** What a render worker posts to the pool once it has warmed up (server/reports/render-worker.mjs). */
export const RENDER_WORKER_WARM = 'renderWorkerWarm';

const COLUMNS: readonly ColumnJson[] = [
  { key: 'day', title: 'Datum', kind: 'date' },
  { key: 'name', title: 'Namn', kind: 'text' },
  { key: 'count', title: 'Antal', kind: 'integer', total: 'sum' },
  { key: 'amount', title: 'Belopp', kind: 'amount', total: 'sum' },
  { key: 'share', title: 'Andel', kind: 'percent' },
];

/** A month's rows: enough calls of the per-cell code that V8 compiles it, as a user's report would have it compiled. */
const WARM_UP_ROWS = 40;

/** A small report that touches every column kind, the bold heading and the totals row (the fonts a real report uses). */
const WARM_UP_REPORT: ReportDocument = {
  code: 'UPPVARMNING', title: 'Uppvärmning', subject: ['Ombud', '0 Uppvärmning'], period: '2026-01-01 – 2026-02-09',
  generatedAt: '2026-01-01 00:00', columns: COLUMNS,
  rows: Array.from({ length: WARM_UP_ROWS }, (_, i) => ({ day: '2026-01-01', name: `Åäö ${i}`, count: i, amount: 1234.5 * i, share: i / WARM_UP_ROWS })),
  totals: { count: 780, amount: 962_910 }, totalsLabel: 'Summa',
};
/** The same without rows: its no-data line is in the oblique font. */
const WARM_UP_EMPTY: ReportDocument = { ...WARM_UP_REPORT, rows: [], totals: undefined, emptyMessage: 'Det finns ingen data.' };

/**
 * Renders throw-away PDFs and an XLSX in this thread, so pdfkit, exceljs and the PDF fonts are loaded and their code
 * compiled before a user's first report (issue 38 §4: the first report of a session took 6.6–7.6 s, later ones 0.2–1.2 s).
 */
export async function warmUpRenderers(): Promise<void> {
  const now = new Date(0).toISOString();
  for (const doc of [WARM_UP_REPORT, WARM_UP_EMPTY]) await renderReportFile({ kind: 'report', format: 'pdf', doc, now });
  await renderReportFile({ kind: 'report', format: 'xlsx', doc: WARM_UP_REPORT, now });
}
