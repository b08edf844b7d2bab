import type { ColumnJson } from '@ombudsportalen/engine';
import type { ReportDocument } from './report-document.js';
import { renderReportFile } from './render-report-file.js';

/** What a render worker posts to the pool once it has warmed up (server/reports/render-worker-main.ts). */
export const RENDER_WORKER_WARM = 'renderWorkerWarm';

const COLUMNS: readonly ColumnJson[] = [
  { key: 'day', title: 'Datum', kind: 'date' },
  { key: 'name', title: 'Namn', kind: 'text' },
  { key: 'count', title: 'Antal', kind: 'integer', total: 'sum' },
  { key: 'amount', title: 'Belopp', kind: 'amount', total: 'sum' },
  { key: 'share', title: 'Andel', kind: 'percent' },
];

/**
 * A month of daily sales per game (EKORDF01's 31 days are ~300 rows, six pages), rendered a few times: V8 compiles the
 * per-cell and per-page code only once it has run hot. Measured in one process on EKORDF01's real document (CPU ms of
 * a render, steady ~40): after no warm-up the first took 209, after one 40-row one 211, after six of 300 rows 51.
 */
const WARM_UP_ROWS = 300;
const WARM_UP_PDFS = 6;
const WARM_UP_XLSXS = 2;

/** A report that touches every column kind, the bold heading, page breaks and the totals row (the fonts a real one uses). */
const WARM_UP_REPORT: ReportDocument = {
  code: 'UPPVARMNING', title: 'Uppvärmning', subject: ['Ombud', '0 Uppvärmning'], period: '2026-01-01 – 2026-01-31',
  generatedAt: '2026-01-01 00:00', columns: COLUMNS,
  rows: Array.from({ length: WARM_UP_ROWS }, (_, i) => ({ day: '2026-01-01', name: `Spel ${i % 10} Åäö`, count: i, amount: 1234.5 * i, share: i / WARM_UP_ROWS })),
  totals: { count: 44_850, amount: 55_367_325 }, totalsLabel: 'Summa',
};
/** The same without rows: its no-data line is in the oblique font. */
const WARM_UP_EMPTY: ReportDocument = { ...WARM_UP_REPORT, rows: [], totals: undefined, emptyMessage: 'Det finns ingen data.' };

/**
 * Renders throw-away PDFs and an XLSX in this thread, so pdfkit, exceljs and the PDF fonts are loaded and their code
 * compiled before a user's first report (issue 38 §4: the first report of a session took 6.6–7.6 s, later ones 0.2–1.2 s).
 */
export async function warmUpRenderers(): Promise<void> {
  const now = new Date(0).toISOString();
  await renderReportFile({ kind: 'report', format: 'pdf', doc: WARM_UP_EMPTY, now });
  for (let i = 0; i < WARM_UP_PDFS; i += 1) await renderReportFile({ kind: 'report', format: 'pdf', doc: WARM_UP_REPORT, now });
  for (let i = 0; i < WARM_UP_XLSXS; i += 1) await renderReportFile({ kind: 'report', format: 'xlsx', doc: WARM_UP_REPORT, now });
}
