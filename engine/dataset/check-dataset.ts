import type { FieldModel } from '../model/definition';
import { checkChart } from './check-chart';
import { BUILTIN_PARAMETERS } from './dataset-json';
import { namedParameters, sqlProblems, withoutLiterals } from './sql-guard';
import type { DatasetJson } from '../declarations.gen';

type Report = (pointer: string, message: string) => void;

const SUMMABLE = new Set(['integer', 'amount']);

/**
 * Meaning checks of x-dataset: the SQL is one SELECT over rpt_* views, every :name is declared (or built in) and every
 * declared parameter used by the SQL (the header's period too), bindings read parameters the report sends, columns are unique, totals only on numbers.
 * That the SQL prepares against the real views and selects every column is checked outside the engine, with the database:
 * server/reports/check-dataset-columns.ts (run by `npm run schemas -- check` and at server start).
 */
export function checkDataset(dataset: DatasetJson, fields: FieldModel[], sendable: Set<string>, report: Report): void {
  const at = '/x-dataset';
  for (const problem of sqlProblems(dataset.sql)) report(`${at}/sql`, `the SQL ${problem}`);
  const declared = Object.keys(dataset.parameters ?? {});
  const used = namedParameters(dataset.sql);
  const builtins: readonly string[] = BUILTIN_PARAMETERS;
  for (const name of used) {
    if (!declared.includes(name) && !builtins.includes(name)) report(`${at}/sql`, `the SQL uses :${name}, which x-dataset.parameters does not declare`);
  }
  for (const [name, binding] of Object.entries(dataset.parameters ?? {})) {
    const where = `${at}/parameters/${name}`;
    if (builtins.includes(name)) report(where, `"${name}" is a built-in parameter`);
    const inPeriod = dataset.period.from === name || dataset.period.to === name;
    if (!used.includes(name) && !inPeriod) report(where, `parameter "${name}" is not used by the SQL`);
    for (const p of [binding.param].flat()) if (!sendable.has(p)) report(`${where}/param`, `"${p}" is not a parameter this report sends`);
    const periodic = binding.as === 'periodStart' || binding.as === 'periodEnd';
    const sentBy = fields.filter((f) => [binding.param].flat().includes(f.param));
    if (periodic && sentBy.some((f) => !f.unit)) report(`${where}/as`, `${binding.as} needs parameters sent by date, week, month or year fields`);
  }
  const keys = new Set<string>();
  dataset.columns.forEach((c, i) => {
    if (keys.has(c.key)) report(`${at}/columns/${i}/key`, `column "${c.key}" is declared twice`);
    keys.add(c.key);
    if (c.total && !SUMMABLE.has(c.kind)) report(`${at}/columns/${i}/total`, `only integer and amount columns have totals, not ${c.kind}`);
    if (c.total && i === 0) report(`${at}/columns/0/total`, 'the first column holds the totals label and has no total');
  });
  for (const end of ['from', 'to'] as const) {
    const name = dataset.period[end];
    if (!declared.includes(name) && !builtins.includes(name)) report(`${at}/period/${end}`, `the period names unknown parameter "${name}"`);
  }
  checkPeriodUse(dataset, used, report);
  checkChart(dataset, report);
  checkMeasures(dataset, report);
  checkLiterals(dataset, fields, report);
}

const UNITS_OF_KIND: Record<string, string[]> = { amount: ['kr'], integer: ['count'], percent: ['fraction'], date: ['day'], text: ['week', 'month', 'year', 'day'] };

/** A summed column names its measure; units fit the kind; a ratio has no Summa; the source's condition is safe SQL. */
function checkMeasures(dataset: DatasetJson, report: Report): void {
  const at = '/x-dataset';
  dataset.columns.forEach((c, i) => {
    if (c.total && !c.measure) report(`${at}/columns/${i}`, `column "${c.key}" has a total but no measure: name the source view's column(s) its Summa adds up ("stake", "stake - payout"), so check can reconcile it`);
    if (c.unit && !(UNITS_OF_KIND[c.kind] ?? []).includes(c.unit)) {
      const why = c.unit === 'öre' ? ': the column shows kronor, so divide öre by 100 in the SQL' : c.unit === 'percent' ? ': a percent column holds fractions (0.06 is 6 %), so divide by 100 in the SQL' : '';
      report(`${at}/columns/${i}/unit`, `${c.kind === 'amount' ? 'an' : 'a'} ${c.kind} column does not show ${c.unit}${why}`);
    }
    if (c.ratio && c.total) report(`${at}/columns/${i}/total`, `column "${c.key}" is a ratio (${c.ratio.numerator} / ${c.ratio.denominator}): a Summa adding ratios means nothing; drop its total`);
  });
  if (dataset.source) for (const problem of sqlProblems(`SELECT 1 FROM ${dataset.source.view} WHERE ${dataset.source.where}`)) report(`${at}/source/where`, `the condition ${problem.replace(/^must be a single SELECT$/, 'must be one condition')}`);
}

/**
 * A value a field sends compared in the SQL with a literal that differs only in case ('ALLA' for "Alla") matches no
 * row: the default report is empty. The values sent are the field's options and the binding's default.
 */
function checkLiterals(dataset: DatasetJson, fields: FieldModel[], report: Report): void {
  for (const [name, binding] of Object.entries(dataset.parameters ?? {})) {
    const sentBy = fields.filter((f) => [binding.param].flat().includes(f.param));
    const sent = [...sentBy.flatMap((f) => (f.options ?? []).map((o) => String(o.value))), ...(binding.default === undefined ? [] : [String(binding.default)])];
    const pattern = new RegExp(`:${name}\\b\\s*=\\s*'((?:[^']|'')*)'|'((?:[^']|'')*)'\\s*=\\s*:${name}\\b`, 'g');
    for (const m of dataset.sql.matchAll(pattern)) {
      const literal = (m[1] ?? m[2] ?? '').replace(/''/g, "'");
      if (sent.includes(literal)) continue;
      const near = sent.find((v) => v.toLowerCase() === literal.toLowerCase());
      if (near !== undefined) {
        const whose = binding.default !== undefined && String(binding.default) === near ? 'the default' : `an option of ${sentBy.map((f) => f.param).join(', ')}`;
        report('/x-dataset/sql', `the SQL compares :${name} with '${literal}', but ${whose} sends "${near}": the comparison never holds (case counts), so that choice gives an empty report; write '${near}'`);
      }
    }
  }
}

const uses = (sql: string, name: string) => withoutLiterals(sql).match(new RegExp(`:${name}\\b`, 'g'))?.length ?? 0;

/**
 * The header's period must be the one the SQL reads: both ends used by the SQL, and no range from one end to itself
 * (`BETWEEN :fromDate AND :fromDate` gives one day's figures under a header that says the whole month).
 */
function checkPeriodUse(dataset: DatasetJson, used: string[], report: Report): void {
  const { from, to } = dataset.period;
  const builtins: readonly string[] = BUILTIN_PARAMETERS;
  for (const end of ['from', 'to'] as const) {
    const name = dataset.period[end];
    const other = end === 'from' ? to : from;
    if (builtins.includes(name) || !(name in (dataset.parameters ?? {})) || used.includes(name)) continue;
    const twice = other !== name && uses(dataset.sql, other) >= 2 ? `; :${other} is used twice, where :${name} is expected once` : '';
    report(`/x-dataset/period/${end}`, `the period's ${end === 'from' ? 'start' : 'end'} "${name}" is not used by the SQL${twice}: the header would show a period the rows do not follow`);
  }
  if (from === to) return;
  for (const m of withoutLiterals(dataset.sql).matchAll(/\bBETWEEN\s+:(\w+)\s+AND\s+:(\w+)\b/gi)) {
    if (m[1] !== m[2]) continue;
    const pair = m[1] === from ? to : m[1] === to ? from : undefined;
    report('/x-dataset/sql', `BETWEEN :${m[1]} AND :${m[2]} starts and ends at the same value${pair ? `, where :${pair} is expected` : ''}: one day's rows under a header that says the whole period (${from} – ${to})`);
  }
}
