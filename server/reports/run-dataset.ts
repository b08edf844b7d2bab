import { DATASET_DEFAULTS, type DatasetJson, type SqlValue } from '@ombudsportalen/engine';
import type { ReportingReader, ReportingRow } from './reporting-reader.js';

/** One result row, by column alias. */
export type DatasetRow = ReportingRow;

/**
 * Runs a dataset with its named parameters bound (only those the SQL names) on the store's reporting reader. More
 * than maxRows rows answers 400 error.report.too-large and more than DATASET_TIME_LIMIT_MS 503 error.report.timeout,
 * both without reading further.
 */
export function runDataset(reporting: ReportingReader, dataset: DatasetJson, params: Record<string, SqlValue>): Promise<DatasetRow[]> {
  return reporting.read(dataset.sql, params, dataset.maxRows ?? DATASET_DEFAULTS.maxRows);
}
