// Rewrites a definition of an older format to the current one (docs/definitions.md, "Format versions"): what can be
// rewritten without changing meaning is, and the rest is listed for a person, with the example or keyword it concerns.
import { checkDefinition } from '../compile/check-definition';
import { splitTopLevel, topLevelClauses, topLevelConjuncts } from '../dataset/sql-clauses';
import { DEFINITION_FORMAT_VERSION, formatVersionOf } from './format-version';
import { reportWire } from '../payload/report-wire';
import { rewriteJsonText } from './json-text';

/** The migrated file, what was rewritten and what a person must decide (each "pointer: text"). */
export interface Migration {
  json: Record<string, unknown>;
  from: number;
  to: number;
  changed: string[];
  needsPerson: string[];
}

type Json = Record<string, unknown>;

const SPAN_UNITS: Record<string, [string, string]> = { days: ['day', 'days'], weeks: ['week number', 'week numbers'], months: ['month number', 'month numbers'], years: ['year', 'years'] };
const SPAN_CODES = new Set(['maxDays', 'maxWeeks', 'maxMonths', 'maxYears', 'maxPeriods']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** The object with `key: value` placed right after `after` (key order is part of the file the analyst reads). */
function placedAfter(json: Json, after: string, key: string, value: unknown): Json {
  const out: Json = {};
  if (!(after in json)) out[key] = value;
  for (const [k, v] of Object.entries(json)) {
    if (k === key) continue;
    out[k] = v;
    if (k === after) out[key] = value;
  }
  return out;
}

/**
 * Format 1 → 2 (issue 10, versioned in issue 24): a report body carries formatType as its last name/value pair, not as
 * a body key; x-maxPeriods became x-maxSpan; and x-maxSpan counts both ends (31 days is the 1st to the 31st; before,
 * 31 days apart, i.e. 32 days, passed). The first two are rewritten; a span keeps its number (the spec's), so the
 * window is one period shorter, and every span and each example whose outcome that changes needs a person.
 */
function toVersion2(json: Json, changed: string[], needsPerson: string[]): Json {
  const properties = isObject(json.properties) ? json.properties : {};
  for (const [name, field] of Object.entries(properties)) {
    if (!isObject(field)) continue;
    const at = `/properties/${escape(name)}`;
    if (isObject(field['x-maxPeriods'])) {
      if (field['x-maxSpan'] === undefined) {
        properties[name] = Object.fromEntries(Object.entries(field).map(([k, v]) => (k === 'x-maxPeriods' ? ['x-maxSpan', v] : [k, v])));
        changed.push(`${at}/x-maxPeriods: renamed x-maxSpan (both count both ends)`);
      } else {
        needsPerson.push(`${at}/x-maxPeriods: the field also has x-maxSpan; keep one of them as x-maxSpan (both ends counted)`);
      }
    }
    const messages = (properties[name] as Json)['x-messages'];
    if (isObject(messages)) {
      for (const [rule, code] of Object.entries(messages)) {
        if (code === 'maxPeriods') needsPerson.push(`${at}/x-messages/${escape(rule)}: message maxPeriods no longer exists; the span texts are maxDays, maxWeeks, maxMonths, maxYears`);
      }
    }
    const span = (properties[name] as Json)['x-maxSpan'];
    if (isObject(span) && !isObject(field['x-maxPeriods'])) {
      const [unit, n] = Object.entries(span)[0] ?? [];
      const words = SPAN_UNITS[unit as string];
      if (words && typeof n === 'number') {
        needsPerson.push(`${at}/x-maxSpan: spans now count both ends: { "${unit}": ${n} } allows ${n} ${n === 1 ? words[0] : words[1]} (before: ${n + 1}); keep ${n} if that is what the report allows, or write ${n + 1} to keep the old window`);
        for (const [pointer, said] of textsStating(json, n)) needsPerson.push(`${pointer}: states "${said}": if you write ${n + 1} in ${at}/x-maxSpan, change the text too`);
      }
    }
  }
  const examples = Array.isArray(json['x-examples']) ? json['x-examples'] : [];
  examples.forEach((example, i) => {
    if (!isObject(example) || !isObject(example.payload) || !('formatType' in example.payload)) return;
    // Where the format goes in a body is the host's wire format: its rule rewrites the golden body.
    const upgraded = reportWire().upgradeFormatKey?.(example.payload);
    if (!upgraded) {
      needsPerson.push(`/x-examples/${i}/payload: formatType is a body key and the host's report wire has no rule to move it`);
      return;
    }
    example.payload = upgraded.body;
    changed.push(`/x-examples/${i}/payload: ${upgraded.note}`);
  });
  return json;
}

const MEASURE = /^-?[a-z_][a-z0-9_]*( [-+] [a-z_][a-z0-9_]*)*$/;

/** A summed column's measure read from its SQL expression: round(sum(a - b), 2) → "a - b"; undefined when it is more. */
function measureOf(expression: string): string | undefined {
  let e = expression.trim();
  for (let before = ''; before !== e;) {
    before = e;
    e = e.replace(/^(?:round|sum|coalesce|cast)\s*\((.*?)(?:,\s*[\d.]+|\s+AS\s+\w+)?\)$/is, '$1').trim();
  }
  const measure = e.replace(/\b\w+\./g, '').replace(/\s*([-+])\s*/g, ' $1 ').replace(/^ - /, '-').toLowerCase();
  return MEASURE.test(measure) ? measure : undefined;
}

/**
 * The source a dataset's figures reconcile to, read from its SQL: the view it reads first, the day column its period
 * bounds, and the conditions of its WHERE that name no parameter but the agency or partner (a channel, a kind of partner).
 */
function sourceOf(dataset: Json): Json | undefined {
  const sql = String(dataset.sql);
  const period = isObject(dataset.period) ? dataset.period : {};
  const view = /\bFROM\s+(rpt_\w+)/i.exec(sql)?.[1];
  const where = topLevelClauses(sql)?.where;
  if (!view || !where) return undefined;
  const conjuncts = topLevelConjuncts(where);
  const bounds = new RegExp(`^(?:\\w+\\.)?(\\w+)\\s*(?:BETWEEN\\s+:${String(period.from)}\\b|=\\s*:${String(period.from)}\\b|>=\\s*:${String(period.from)}\\b)`, 'i');
  const date = conjuncts.map((c) => bounds.exec(c)?.[1]).find(Boolean);
  const kept = conjuncts.filter((c) => !bounds.test(c) && !/:(?!agencyNumber\b|partnerId\b)\w+/.test(c) && !/\bSELECT\b/i.test(c)).map((c) => c.replace(/\b\w+\.(?=[a-z_])/g, ''));
  return date && kept.length ? { view: view.toLowerCase(), date: date.toLowerCase(), where: kept.join(' AND ') } : undefined;
}

/**
 * Format 2 → 3 (issue 40): a dataset declares its source (view, day column, which rows) and each summed column its
 * measure, so check can reconcile the Summa with the view. Both are read from the SQL where it is that plain; the rest,
 * and every percent column's ratio, needs a person.
 */
function toVersion3(json: Json, changed: string[], needsPerson: string[]): Json {
  const dataset = json['x-dataset'];
  if (!isObject(dataset) || typeof dataset.sql !== 'string') return json;
  if (dataset.source === undefined) {
    const source = sourceOf(dataset);
    if (source) {
      json['x-dataset'] = placedAfter(dataset, 'sql', 'source', source);
      changed.push(`/x-dataset/source: ${JSON.stringify(source)} (read from the SQL: check that it names the report's rows)`);
    } else needsPerson.push('/x-dataset/source: the SQL is not plain enough to read it from: declare the view, its day column and the condition of the report\'s rows');
  }
  const selected = new Map((topLevelClauses(dataset.sql) ? splitTopLevel(topLevelClauses(dataset.sql)!.select, /,/) : []).map((item) => {
    const m = /^(.*?)\s+AS\s+(\w+)$/is.exec(item);
    return m ? [m[2] as string, m[1] as string] : [item.replace(/^.*\./, ''), item];
  }));
  const columns = Array.isArray(dataset.columns) ? dataset.columns : [];
  columns.forEach((column, i) => {
    if (!isObject(column)) return;
    const at = `/x-dataset/columns/${i}`;
    if (column.total === 'sum' && column.measure === undefined) {
      const expression = selected.get(String(column.key));
      const measure = expression === undefined ? undefined : measureOf(expression);
      if (measure) {
        columns[i] = placedAfter(column, 'total', 'measure', measure);
        changed.push(`${at}/measure: "${measure}" (read from the SQL)`);
      } else needsPerson.push(`${at}/measure: "${String(column.key)}" has a Summa: name the source view's column(s) it adds up ("stake - payout")`);
    }
    if (column.kind === 'percent' && column.ratio === undefined) {
      needsPerson.push(`${at}/ratio: "${String(column.key)}" is a percentage: declare its parts ({ "numerator": "commission", "denominator": "stake" }) so check can compare its base`);
    }
  });
  return json;
}

const SWEDISH_NUMBERS = ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'];

/** The texts of a definition (descriptions, titles, comments, expected error texts) that state the number n of a period unit. */
function textsStating(json: Json, n: number): [string, string][] {
  const number = [String(n), SWEDISH_NUMBERS[n], n === 1 ? 'ett' : undefined].filter(Boolean).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${number})\\s+(?:dag|dagar|vecka|veckor|månad|månader|år|days?|weeks?|months?|years?)(?![\\p{L}])`, 'iu');
  const found: [string, string][] = [];
  const walk = (v: unknown, at: string, key: string): void => {
    if (key === 'payload' || key === 'values' || key === 'context') return;
    if (typeof v === 'string') {
      const m = pattern.exec(v);
      if (m) found.push([at, m[0]]);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${i}`, String(i)));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, `${at}/${escape(k)}`, k);
  };
  walk(json, '', '');
  return found;
}

const STEPS: Record<number, (json: Json, changed: string[], needsPerson: string[]) => Json> = { 1: toVersion2, 2: toVersion3 };

/** The examples whose outcome the migration changed: they fail check now, and a person decides what they should say. */
function failingExamples(json: Json, file: string): string[] {
  const names = (Array.isArray(json['x-examples']) ? json['x-examples'] : []).map((e) => (isObject(e) ? String(e.name) : ''));
  return checkDefinition(json, file).map((p) => {
    const index = /^\/x-examples\/(\d+)/.exec(p.pointer)?.[1];
    const spans = /Skillnaden i|intervallet av månader/.test(p.message) || [...SPAN_CODES].some((c) => p.message.includes(c));
    const why = index !== undefined && spans ? ' (spans now count both ends: move an end by one period to keep the example at its edge, or change what it expects)' : '';
    return `${p.pointer}: ${index !== undefined ? `example "${names[Number(index)]}" fails after the migration: ` : ''}${p.message.replace(/^"[^"]*": /, '')}${why}`;
  });
}

/** Migrates a definition file's JSON to the current format; a current file comes back unchanged. */
export function migrateDefinition(original: unknown, file: string): Migration {
  const from = formatVersionOf(original);
  if (!isObject(original) || from === undefined || from > DEFINITION_FORMAT_VERSION) {
    throw new Error(`${file}: not a definition of a format this engine can migrate (formatVersion ${JSON.stringify((original as Json | null)?.formatVersion)})`);
  }
  let json = structuredClone(original);
  const changed: string[] = [];
  const needsPerson: string[] = [];
  for (let version = from; version < DEFINITION_FORMAT_VERSION; version++) json = (STEPS[version] as typeof toVersion2)(json, changed, needsPerson);
  if (from === DEFINITION_FORMAT_VERSION && original.formatVersion !== undefined) return { json: original, from, to: from, changed, needsPerson };
  json = placedAfter(json, '$schema', 'formatVersion', DEFINITION_FORMAT_VERSION);
  changed.unshift(`/formatVersion: ${original.formatVersion === undefined ? 'none' : from} → ${DEFINITION_FORMAT_VERSION}`);
  needsPerson.push(...failingExamples(json, file));
  return { json, from, to: DEFINITION_FORMAT_VERSION, changed, needsPerson };
}

/**
 * A definition as the files are written: two-space indentation, a value that fits on its line kept on one line with
 * spaces (`{ "a": 1 }`), golden bodies as compact JSON (as the CLI prints them, to paste).
 */
export function formatDefinitionJson(json: unknown): string {
  return `${formatDefinitionValue(json, '')}\n`;
}

/**
 * `updated` written into a definition file's `text` (migrate's and the studio editor's saves): the unchanged values keep
 * their text, a changed or added one is written as formatDefinitionJson would, so a diff shows only the changes' lines.
 */
export function rewriteDefinitionText(text: string, updated: unknown): string {
  return rewriteJsonText(text, JSON.parse(text), updated, formatDefinitionValue);
}

/** One value as formatDefinitionJson writes it at an indentation (migrate's rewrites of single values use it). */
export function formatDefinitionValue(json: unknown, indent: string, key?: string): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return v.length ? `[${v.map(inline).join(', ')}]` : '[]';
    if (isObject(v)) {
      const entries = Object.entries(v);
      return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${k === 'payload' ? JSON.stringify(x) : inline(x)}`).join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const write = (v: unknown, indent: string, key?: string): string => {
    if (key === 'payload') return JSON.stringify(v);
    const one = inline(v);
    if ((!Array.isArray(v) && !isObject(v)) || indent.length + one.length <= 140) return one;
    const inner = `${indent}  `;
    if (Array.isArray(v)) return `[\n${v.map((x) => `${inner}${write(x, inner)}`).join(',\n')}\n${indent}]`;
    return `{\n${Object.entries(v).map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner, k)}`).join(',\n')}\n${indent}}`;
  };
  return write(json, indent, key);
}
