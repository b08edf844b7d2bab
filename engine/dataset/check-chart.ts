import { withoutLiterals } from './sql-guard';
import type { DatasetJson } from '../declarations.gen';

type Report = (pointer: string, message: string) => void;

// Series are drawn as numbers and added up per x: only columns that add up make a chart's heights.
const CHARTABLE = new Set(['integer', 'amount']);

/** The first ORDER BY term of the outer SELECT (the last ORDER BY of the text), lower-case, without ASC/DESC. */
function firstOrderTerm(sql: string): string | undefined {
  const plain = withoutLiterals(sql);
  const at = plain.search(/\bORDER\s+BY\b(?![\s\S]*\bORDER\s+BY\b)/i);
  if (at < 0) return undefined;
  const term = plain.slice(at).replace(/^ORDER\s+BY\s+/i, '').split(',')[0] ?? '';
  return term.replace(/\s+(ASC|DESC)\b[\s\S]*$/i, '').trim().toLowerCase();
}

/** Whether the SQL orders by the column `alias`: by the alias itself, or by the expression selected AS it. */
function ordersBy(sql: string, alias: string): boolean {
  const term = firstOrderTerm(sql);
  if (term === undefined) return false;
  if (term === alias.toLowerCase()) return true;
  const selected = withoutLiterals(sql).match(new RegExp(`(?:SELECT|,)\\s*([\\w.]+)\\s+AS\\s+${alias}\\b`, 'i'))?.[1];
  return selected !== undefined && selected.toLowerCase() === term;
}

/**
 * Meaning checks of x-dataset.chart (docs/reports.md §2): x and every series name a declared column, series are
 * integer or amount columns (not x), and the SQL orders its rows by x first, so the line runs left to right.
 */
export function checkChart(dataset: DatasetJson, report: Report): void {
  const { chart } = dataset;
  if (!chart) return;
  const at = '/x-dataset/chart';
  const kinds = new Map(dataset.columns.map((c) => [c.key, c.kind]));
  if (!kinds.has(chart.x)) report(`${at}/x`, `x "${chart.x}" is not a column of the dataset`);
  else if (!ordersBy(dataset.sql, chart.x)) report(`${at}/x`, `the SQL must ORDER BY the x column "${chart.x}" first, so the chart runs in order`);
  chart.series.forEach((key, i) => {
    const kind = kinds.get(key);
    if (kind === undefined) report(`${at}/series/${i}`, `series "${key}" is not a column of the dataset`);
    else if (key === chart.x) report(`${at}/series/${i}`, `series "${key}" is the x column`);
    else if (!CHARTABLE.has(kind)) report(`${at}/series/${i}`, `series "${key}" is a ${kind} column; a series is an integer or amount column`);
  });
}
