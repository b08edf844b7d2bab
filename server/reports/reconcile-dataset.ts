// Figures that reconcile (issue 40 §2): each summed column's Summa against the sum of its declared measure read from
// the source view for the same period and rows, a week or month label against the days of its rows, a ratio against
// its declared parts, and an empty default report with the filter that matched nothing. The comparison queries are
// generated from the declaration (x-dataset.source, columns[].measure and ratio): no per-report code.
import { type ColumnJson, type DatasetJson, periodEnd, periodStart, splitTopLevel, withoutLiterals } from '@ombudsportalen/engine';
import type { ReportingReader } from './reporting-reader.js';
import { REPORTING_VIEWS, selectedColumns } from './reporting-views.js';
import { formatAmount, formatInteger } from './swedish-format.js';

type Row = Record<string, unknown>;
type Params = Record<string, string | number | null>;
export type Finding = { pointer: string; message: string };

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const shown = (c: ColumnJson, v: number) => plain(c.kind === 'amount' ? formatAmount(v) : formatInteger(v));
const numberIn = (row: Row, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : 0);
const terms = (measure: string) => [...measure.replace(/^-/, '- ').matchAll(/([-+]?)\s*([a-z_][a-z0-9_]*)/g)].map((m) => ({ sign: m[1] === '-' ? -1 : 1, column: m[2] as string }));
const written = (signed: { sign: number; column: string }[]) => signed.map((t, i) => `${t.sign < 0 ? (i ? ' - ' : '-') : i ? ' + ' : ''}${t.column}`).join('');

/** What the source view holds for the period: each term's sum over the rows of `where`, between two days. */
async function sourceSums(reader: ReportingReader, dataset: DatasetJson, columns: string[], params: Params, from: string, to: string): Promise<number[]> {
  const { view, date, where } = dataset.source;
  const select = columns.map((c, i) => `coalesce(sum(${c}), 0) AS s${i}`).join(', ');
  const [row] = await reader.read(`SELECT ${select} FROM ${view} WHERE (${where}) AND ${date} BETWEEN :reconcileFrom AND :reconcileTo`, { ...params, reconcileFrom: from, reconcileTo: to });
  return columns.map((_, i) => Number((row as Row | undefined)?.[`s${i}`] ?? 0));
}

const close = (c: ColumnJson, a: number, b: number, rows: number) => Math.abs(a - b) <= (c.kind === 'amount' ? 0.011 + 0.005 * rows : 0.5);

/** Why a Summa differs from the source: the diagnosis of the ratio of the two, the signs, or the period. */
async function whyDifferent(reader: ReportingReader, dataset: DatasetJson, c: ColumnJson, params: Params, from: string, to: string, total: number, sums: number[], rows: number): Promise<string> {
  const declared = terms(c.measure!);
  const expected = declared.reduce((s, t, i) => s + t.sign * sums[i]!, 0);
  if (expected !== 0 && Math.abs(total / expected - 100) < 0.5) return 'it is 100 times the source: an amount in öre shown as kronor (the views hold kronor; the column shows kronor)';
  if (expected !== 0 && Math.abs(total / expected - 0.01) < 0.00005) return 'it is a hundredth of the source: kronor divided by 100 as if they were öre';
  for (let mask = 1; mask < 1 << declared.length; mask++) {
    const flipped = declared.map((t, i) => ({ ...t, sign: mask & (1 << i) ? -t.sign : t.sign }));
    if (close(c, total, flipped.reduce((s, t, i) => s + t.sign * sums[i]!, 0), rows)) {
      const wrong = flipped.filter((_, i) => mask & (1 << i)).map((t) => `${t.column} is ${t.sign > 0 ? 'added instead of subtracted' : 'subtracted instead of added'}`);
      return `it equals ${written(flipped)}: ${wrong.join(', ')} (the payouts' sign)`;
    }
  }
  if (expected !== 0 && Math.abs(total / expected - 2) < 0.001) return 'it is twice the source: the rows count each figure twice (subtotal rows the Summa adds again, or a join that repeats each row)';
  const times = expected !== 0 ? Math.round(total / expected) : 0;
  if (times >= 3 && Math.abs(total / expected - times) < 0.001) return `it is ${times} times the source: a join repeats each row ${times} times`;
  const columns = declared.map((t) => t.column);
  const figure = (sums: number[]) => declared.reduce((s, t, i) => s + t.sign * sums[i]!, 0);
  if (close(c, total, figure(await sourceSums(reader, dataset, columns, params, '0000-01-01', to)), rows)) return `it is the source's figure for every day up to ${to}: the SQL does not bound the period's start`;
  if (close(c, total, figure(await sourceSums(reader, dataset, columns, params, from, '9999-12-31')), rows)) return `it is the source's figure for every day from ${from}: the SQL does not bound the period's end`;
  if (Math.abs(total) > Math.abs(expected)) {
    const times = expected !== 0 ? ` (${(total / expected).toFixed(1).replace('.', ',')} times)` : '';
    return `it is more than the source${times}: rows are counted more than once (a join that repeats rows, or subtotal rows)`;
  }
  const firstDay = await sourceSums(reader, dataset, declared.map((t) => t.column), params, from, from);
  if (from !== to && close(c, total, declared.reduce((s, t, i) => s + t.sign * firstDay[i]!, 0), rows)) {
    return `it is the source's figure for ${from} alone: the SQL reads the period's start as its end too (one day, where the header says ${from} – ${to})`;
  }
  return 'it is less than the source: the SQL reads a shorter period or fewer rows than the header and x-dataset.source say';
}

/** Each measured Summa against its source; then, when they agree, each week or month label against its rows' days. */
export async function reconcileProblems(reader: ReportingReader, dataset: DatasetJson, rows: Row[], params: Params, label: string): Promise<Finding[]> {
  if (!dataset.source) return [];
  const from = String(params[dataset.period.from] ?? '');
  const to = String(params[dataset.period.to] ?? '');
  const measured = dataset.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.total === 'sum' && c.measure);
  for (const { c, i } of measured) {
    const declared = terms(c.measure!);
    const sums = await sourceSums(reader, dataset, declared.map((t) => t.column), params, from, to);
    const expected = declared.reduce((s, t, k) => s + t.sign * sums[k]!, 0);
    const total = rows.reduce((s, row) => s + numberIn(row, c.key), 0);
    if (close(c, total, expected, rows.length)) continue;
    const why = await whyDifferent(reader, dataset, c, params, from, to, total, sums, rows.length);
    return [{
      pointer: `/x-dataset/columns/${i}/measure`,
      message: `on the demo data (${label}) the ${dataset.totalsLabel ?? 'Summa'} of "${c.key}" is ${shown(c, total)}, but ${dataset.source.view} holds ${shown(c, expected)} of ${c.measure} for ${from} – ${to} (${dataset.source.where}): ${why}`,
    }]; // one line per run: the other columns would repeat the same mistake
  }
  if (!measured.length) return [];
  return labelProblems(reader, dataset, rows, params, from, to, label, measured[0]!.c);
}

/** The label columns: declared unit week or month, or the SQL selects a view's week or month for them. */
function labelColumns(dataset: DatasetJson): { c: ColumnJson; i: number; unit: 'week' | 'month' }[] {
  const typed = selectedColumns(dataset.sql) ?? [];
  return dataset.columns.flatMap((c, i) => {
    const unit = c.unit ?? typed.find((t) => t.alias === c.key)?.type;
    return unit === 'week' || unit === 'month' ? [{ c, i, unit }] : [];
  });
}

// The days a label names: week yyvv (ISO), month yyyy-MM.
function daysOf(unit: 'week' | 'month', value: string): [string, string] | undefined {
  if (unit === 'week' && /^\d{4}$/.test(value) && Number(value.slice(2)) >= 1 && Number(value.slice(2)) <= 53) return [periodStart('week', value), periodEnd('week', value)];
  if (unit === 'month' && /^\d{4}-\d{2}$/.test(value)) {
    const compact = `${value.slice(2, 4)}${value.slice(5, 7)}`;
    return [periodStart('month', compact), periodEnd('month', compact)];
  }
  return undefined;
}

async function labelProblems(reader: ReportingReader, dataset: DatasetJson, rows: Row[], params: Params, from: string, to: string, label: string, c: ColumnJson): Promise<Finding[]> {
  const problems: Finding[] = [];
  const declared = terms(c.measure!);
  for (const { c: labelled, i, unit } of labelColumns(dataset)) {
    const values = [...new Set(rows.map((row) => String(row[labelled.key] ?? '')))];
    for (const value of values) {
      const days = daysOf(unit, value);
      const inRows = rows.filter((row) => String(row[labelled.key] ?? '') === value).reduce((s, row) => s + numberIn(row, c.key), 0);
      const start = days && days[0] > from ? days[0] : from;
      const end = days && days[1] < to ? days[1] : to;
      const sums = days && start <= end ? await sourceSums(reader, dataset, declared.map((t) => t.column), params, start, end) : declared.map(() => 0);
      const expected = declared.reduce((s, t, k) => s + t.sign * sums[k]!, 0);
      if (close(c, inRows, expected, rows.length)) continue;
      problems.push({
        pointer: `/x-dataset/columns/${i}/key`,
        message: `on the demo data (${label}) the rows labelled ${value} in "${labelled.key}" add up to ${shown(c, inRows)} in "${c.key}", but ${dataset.source.view} holds ${shown(c, expected)} for the days of ${unit} ${value}${days ? ` (${days[0]} – ${days[1]})` : ''} in the period ${from} – ${to}: the label is not the ${unit === 'week' ? 'ISO week (yyvv, the year of its Thursday)' : 'month (yyyy-MM)'} of its rows' days`,
      });
      break;
    }
  }
  return problems;
}

const ratioOf = (row: Row, num: string, den: string) => (numberIn(row, den) === 0 ? undefined : numberIn(row, num) / numberIn(row, den));

/** A ratio column against its declared parts: per row where the report shows both, else the period's whole. */
export async function ratioProblems(reader: ReportingReader, dataset: DatasetJson, rows: Row[], params: Params, label: string): Promise<Finding[]> {
  const problems: Finding[] = [];
  const from = String(params[dataset.period.from] ?? '');
  const to = String(params[dataset.period.to] ?? '');
  for (const [i, c] of dataset.columns.entries()) {
    if (!c.ratio || rows.length === 0) continue;
    const { numerator, denominator } = c.ratio;
    const pointer = `/x-dataset/columns/${i}/ratio`;
    const num = dataset.columns.find((x) => x.measure === numerator);
    const den = dataset.columns.find((x) => x.measure === denominator);
    const values = rows.map((row) => row[c.key]).filter((v): v is number => typeof v === 'number');
    if (num && den) {
      const n = rows.findIndex((row) => {
        const r = ratioOf(row, num.key, den.key);
        return typeof row[c.key] === 'number' && r !== undefined && Math.abs((row[c.key] as number) - r) > 0.0005 + 0.01 / Math.abs(numberIn(row, den.key));
      });
      if (n >= 0) {
        problems.push({ pointer, message: `on the demo data (${label}) row ${n + 1} holds ${String(rows[n]![c.key])} in "${c.key}", declared ${numerator} / ${denominator}, where "${num.key}" / "${den.key}" gives ${ratioOf(rows[n]!, num.key, den.key)!.toFixed(4)}: a percentage of another base` });
      }
      continue;
    }
    if (!dataset.source || values.length === 0) continue;
    const [n, d] = await sourceSums(reader, dataset, [numerator, denominator].map((m) => `(${m})`), params, from, to);
    if (!d) continue;
    const whole = n! / d;
    const [low, high] = [Math.min(...values), Math.max(...values)];
    if (whole < low - 0.0005 || whole > high + 0.0005) {
      problems.push({ pointer, message: `on the demo data (${label}) "${c.key}" holds ${low}–${high}, declared ${numerator} / ${denominator}, but ${dataset.source.view} gives ${whole.toFixed(4)} for the period: a percentage of another base` });
    }
  }
  return problems;
}

/** A summed column that is a ratio: its expression divides, or it is a view's ratio or per-unit amount. */
export function summedRatioProblems(dataset: DatasetJson): Finding[] {
  const typed = selectedColumns(dataset.sql) ?? [];
  return dataset.columns.flatMap((c, i) => {
    if (c.total !== 'sum') return [];
    const source = typed.find((t) => t.alias === c.key);
    const divides = source && /\/(?!\s*[\d.]+\b)/.test(withoutLiterals(source.expression));
    const type = source?.type ?? (c.measure && !/[-+ ]/.test(c.measure) ? Object.values(REPORTING_VIEWS.views).find((v) => v.columns[c.measure!])?.columns[c.measure] : undefined);
    if (!divides && type !== 'ratio' && type !== 'perUnit' && type !== 'percent') return [];
    return [{
      pointer: `/x-dataset/columns/${i}/total`,
      message: `column "${c.key}" is a ratio (${source?.expression ?? c.measure}): a ${dataset.totalsLabel ?? 'Summa'} adding ratios means nothing; drop its total (a ratio's Summa is its parts' sums divided)`,
    }];
  });
}

/** Why the default request gives no rows: a literal the view never holds (a game code), else the request itself. */
export async function emptyProblems(reader: ReportingReader, dataset: DatasetJson, params: Params, label: string): Promise<Finding[]> {
  if (!dataset.source) return [];
  const [held] = await reader.read(`SELECT count(*) AS n FROM ${dataset.source.view} WHERE (${dataset.source.where}) AND ${dataset.source.date} BETWEEN :${dataset.period.from} AND :${dataset.period.to}`, params);
  if (Number((held as Row).n) === 0) return []; // the source has no rows for the period either: nothing to miss
  const text = dataset.sql;
  const views = [...text.matchAll(/\b(?:FROM|JOIN)\s+(rpt_\w+)/gi)].map((m) => (m[1] as string).toLowerCase());
  for (const m of text.matchAll(/\b(?:\w+\.)?([a-z_]\w*)\s*(=|IN)\s*('(?:[^']|'')*'|\((?:\s*'(?:[^']|'')*'\s*,?)+\))/gi)) {
    const column = (m[1] as string).toLowerCase();
    const view = views.find((v) => REPORTING_VIEWS.views[v]?.columns[column]);
    if (!view) continue;
    const literals = m[2]!.toUpperCase() === 'IN' ? splitTopLevel(m[3]!.slice(1, -1), /,/) : [m[3]!];
    for (const literal of literals) {
      const [found] = await reader.read(`SELECT count(*) AS n FROM ${view} WHERE ${column} = ${literal}`, {});
      if (Number((found as Row).n) > 0) continue;
      const held = (await reader.read(`SELECT DISTINCT ${column} AS v FROM ${view} ORDER BY 1 LIMIT 12`, {})).map((r) => String((r as Row).v));
      return [{ pointer: '/x-dataset/sql', message: `on the demo data (${label}) the report is empty: ${column} = ${literal} matches no row of ${view} (it holds ${held.join(', ')})` }];
    }
  }
  const shownParams = Object.entries(params).filter(([, v]) => v !== null).map(([k, v]) => `:${k} = ${JSON.stringify(v)}`).join(', ');
  return [{ pointer: '/x-dataset/sql', message: `on the demo data (${label}) the report is empty (${shownParams}): a filter matches nothing the default request sends` }];
}
