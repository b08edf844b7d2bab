// The report definitions folder the tests read: schemas/reports, or the folder TEST_REPORTS_DIR names (the proof that
// a new definition file keeps the suite green runs the report tests again on a copy with one more file).
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
export const REPORTS_DIR = process.env.TEST_REPORTS_DIR || join(ROOT, 'schemas/reports');

/** The 17 reports the spec names (part 2 §6 and §8): they must exist; every other report is found in the folder. */
export const SPEC_REPORT_CODES = [
  'EKORAN01', 'EKORBF01', 'EKORDA01', 'EKORDF01', 'EKORDI01', 'EKOROM12', 'EKORPR03', 'EKORTL01',
  'PART_LOTTAVR', 'PART_RAPPORT',
  'STAT_BANPROV', 'STAT_EGNA', 'STAT_EID', 'STAT_LOTTPART', 'STAT_NYKUND', 'STAT_PARTDET', 'STAT_TELECASH',
] as const;

/** Only the spec's reports of a list of codes (fixed expectations hold for these; new files are checked by property). */
export function specReportsOf(codes: readonly string[]): string[] {
  return codes.filter((code) => (SPEC_REPORT_CODES as readonly string[]).includes(code));
}
