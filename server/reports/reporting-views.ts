// The reporting views and the types of their columns, declared once in schemas/reporting/views.json, and the type of
// each column a dataset's SQL selects, inferred from its select list (a column of a view, or an aggregate or sum of
// such columns). `check` compares the layout's kinds with these types; `npm run schemas -- reference` prints them.
import viewsJson from '../../schemas/reporting/views.json';
import type { ReportingViews } from '@ombudsportalen/portal/api';
import { splitTopLevel, sqlTokens as tokens, topLevelClauses } from '@ombudsportalen/engine';

export const REPORTING_VIEWS = viewsJson as ReportingViews;

/** A selected column: its alias, the SQL expression, and its type when the expression has one. */
export interface SelectedColumn {
  alias: string;
  expression: string;
  type?: string;
}

const AGGREGATES = new Set(['sum', 'min', 'max', 'avg', 'abs', 'round', 'coalesce']); // the portable ones the SQL guard allows

/** The views a FROM clause reads, by alias (and by their own name). */
function viewsInScope(from: string): Map<string, string> {
  const scope = new Map<string, string>();
  for (const m of from.matchAll(/(?:^|\bJOIN\s+)(rpt_\w+)(?:\s+(?:AS\s+)?(?!ON\b|JOIN\b|LEFT\b|INNER\b|CROSS\b|WHERE\b)(\w+))?/gi)) {
    const view = (m[1] as string).toLowerCase();
    scope.set(view, view);
    if (m[2]) scope.set(m[2].toLowerCase(), view);
  }
  return scope;
}

/** The type of a column reference (`game_name`, `s.stake`), or undefined when no view in scope has exactly one. */
function typeOfColumn(name: string, scope: Map<string, string>, views: ReportingViews): string | undefined {
  const [qualifier, column] = name.includes('.') ? name.toLowerCase().split('.') as [string, string] : [undefined, name.toLowerCase()];
  const candidates = qualifier ? [scope.get(qualifier)] : [...new Set(scope.values())];
  const types = new Set(candidates.flatMap((v) => {
    const t = v ? views.views[v]?.columns[column] : undefined;
    return t ? [t] : [];
  }));
  return types.size === 1 ? [...types][0] : undefined;
}

// A small expression reader: sums and differences of one type keep it, amount × ratio is an amount, x / y of one type
// a ratio, count(…) a count, substr(date, 1, 4) a year, substr(date, 1, 7) a month; anything else has no type.
function typeOfTokens(ts: string[], scope: Map<string, string>, views: ReportingViews): string | undefined {
  let i = 0;
  const peek = () => ts[i];
  const primary = (): string | undefined | null => {
    const t = ts[i++];
    if (t === undefined) return null;
    if (t === '(') {
      const inner = additive();
      return ts[i++] === ')' ? inner : null;
    }
    if (t === '-' || t === '+') return primary();
    if (/^\d/.test(t) || t.startsWith("'") || t.startsWith(':')) return undefined;
    if (!/^[A-Za-z_]/.test(t)) return null;
    if (peek() !== '(') return typeOfColumn(t, scope, views);
    i++; // a function call: its arguments
    const fn = t.toLowerCase();
    const args: { type: string | undefined; text: string[] }[] = [];
    while (peek() !== ')' && peek() !== undefined) {
      const start = i;
      if (peek() === '*' && ts[i + 1] === ')') {
        i++;
        args.push({ type: undefined, text: ['*'] });
        continue;
      }
      if (peek()?.toUpperCase() === 'DISTINCT') i++;
      const type = additive();
      if (type === null) return null;
      if (fn === 'cast' && peek()?.toUpperCase() === 'AS') i += 2;
      args.push({ type: type ?? undefined, text: ts.slice(start, i) });
      if (peek() === ',') i++;
    }
    if (ts[i++] !== ')') return null;
    if (fn === 'count') return 'count';
    if (fn === 'cast' || AGGREGATES.has(fn)) return args[0]?.type;
    if (fn === 'substr' && (args[0]?.type === 'date' || args[0]?.type === 'month') && args[1]?.text[0] === '1') {
      if (args[2]?.text[0] === '4') return 'year';
      if (args[2]?.text[0] === '7') return 'month';
    }
    return undefined;
  };
  const multiplicative = (): string | undefined | null => {
    let left = primary();
    let leftText = ts[i - 1];
    while (peek() === '*' || peek() === '/') {
      const op = ts[i++];
      const rightText = peek();
      const right = primary();
      if (left === null || right === null) return null;
      const pair = [left, right].sort().join(op);
      // a ratio times 100 is a value in percent (6 for 6 %), which the percent kind would show as "600,00 %"
      const hundredTimes = (left === 'ratio' && rightText === '100') || (right === 'ratio' && leftText === '100');
      leftText = undefined;
      if (op === '*') left = hundredTimes ? 'percent' : pair === 'amount*ratio' || pair === 'amount*count' ? 'amount' : undefined;
      else left = left !== undefined && left === right && (left === 'amount' || left === 'count') ? 'ratio' : undefined;
    }
    return left;
  };
  const additive = (): string | undefined | null => {
    let left = multiplicative();
    while (peek() === '+' || peek() === '-') {
      i++;
      const right = multiplicative();
      if (left === null || right === null) return null;
      left = left !== undefined && left === right && (left === 'amount' || left === 'count') ? left : undefined;
    }
    return left;
  };
  const type = additive();
  return i === ts.length && type !== null ? type : undefined;
}

/** The select list of a dataset's SQL with each column's type, or undefined for SQL this reader does not follow (UNION). */
export function selectedColumns(sql: string, views: ReportingViews = REPORTING_VIEWS): SelectedColumn[] | undefined {
  const clauses = topLevelClauses(sql);
  if (!clauses) return undefined;
  const scope = viewsInScope(clauses.from);
  return splitTopLevel(clauses.select, /,/).map((item) => {
    const m = /^(.*?)\s+(?:AS\s+)?([A-Za-z_]\w*)$/is.exec(item);
    const expression = m && !/[.(]$/.test(m[1] as string) && !/^\w+$/.test(item) ? (m[1] as string).trim() : item;
    const alias = expression === item ? item.replace(/^.*\./, '') : (m?.[2] as string);
    const ts = tokens(expression);
    const type = ts ? typeOfTokens(ts, scope, views) : undefined;
    return { alias, expression, ...(type ? { type } : {}) };
  });
}

/** The GROUP BY expressions of the SQL's outer SELECT (empty without one), for the one-row-per-group check. */
export function groupByOf(sql: string): string[] {
  const groupBy = topLevelClauses(sql)?.groupBy;
  return groupBy ? splitTopLevel(groupBy, /,/) : [];
}
