// The report server as the analyst studio uses it (its one entry, .dependency-cruiser.cjs "studio-reports-through-the-entry"):
// the reporting database, the dataset checks, the report pipeline and the cells as the files print them.
export { checkDatasetColumns } from './check-dataset-columns.js';
export { checkDatasetFigures } from './check-dataset-figures.js';
export { readReportBody } from './check-report-body.js';
export { produceReportFile, runReport } from './produce-report.js';
export { renderReportDocument } from './render-report-file.js';
export type { ReportDefinition } from './report-catalogue.js';
export { agencyReportTarget, partnerNameOf, partnerReportTarget, type ReportTarget } from './report-targets.js';
export { openReportingConnection } from './reporting-connection.js';
export { type ReportingReader, sqliteReportingReader } from './reporting-reader.js';
export { reportingReference } from './reporting-reference.js';
export { formatCell } from './swedish-format.js';
