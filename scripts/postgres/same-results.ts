// Portability decided by running (issue 40 §3): a dataset's default request on the demo data must give the same rows on
// SQLite and PostgreSQL, whatever constructs its SQL uses; the first differing row and column are named.
import type { Problem } from '@ombudsportalen/engine';
import { defaultRequest, type DemoData } from '../../server/reports/check-dataset-figures.js';
import type { ReportingReader } from '../../server/reports/reporting-reader.js';

type Row = Record<string, unknown>;

// Numbers as equal as two engines' floating sums can be (the order of addition differs); anything else exactly.
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}

const shown = (value: unknown) => (value === undefined ? 'no value' : JSON.stringify(value));

/** The first place two row lists differ, in words; undefined when they are the same. */
export function firstDifference(onSqlite: Row[], onPostgres: Row[]): string | undefined {
  for (let i = 0; i < Math.max(onSqlite.length, onPostgres.length); i++) {
    const [a, b] = [onSqlite[i], onPostgres[i]];
    if (!a || !b) return `SQLite gives ${onSqlite.length} row(s), PostgreSQL ${onPostgres.length}; row ${i + 1} is ${a ? `${shown(a)} on SQLite only` : `${shown(b)} on PostgreSQL only`}`;
    const column = [...new Set([...Object.keys(a), ...Object.keys(b)])].find((key) => !sameValue(a[key], b[key]));
    if (column !== undefined) return `row ${i + 1}, column "${column}": ${shown(a[column])} on SQLite, ${shown(b[column])} on PostgreSQL`;
  }
  return undefined;
}

/** Runs the dataset's default request on both stores' demo data; a problem naming the first difference when they differ. */
export async function sameResultsProblems(json: unknown, file: string, sqlite: DemoData, postgres: ReportingReader): Promise<Problem[]> {
  const sql = (json as { 'x-dataset'?: { sql?: unknown } } | null)?.['x-dataset']?.sql;
  if (typeof sql !== 'string') return [];
  const { label, params } = defaultRequest(json, file, sqlite);
  const [onSqlite, onPostgres] = await Promise.all([sqlite.reporting.read(sql, params), postgres.read(sql, params)]);
  const difference = firstDifference(onSqlite, onPostgres);
  if (difference === undefined) return [];
  return [{ file, pointer: '/x-dataset/sql', message: `the SQL gives other results on PostgreSQL than on SQLite (${label}): ${difference}; write it so both stores compute the same (docs/analyst-guide.md §10)` }];
}
