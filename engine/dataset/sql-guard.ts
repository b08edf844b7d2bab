// Lexical checks of a dataset's SQL: one read-only SELECT over the reporting views (rpt_*), named parameters only,
// in the portable subset that SQLite and PostgreSQL run alike (docs/analyst-guide.md "Portable SQL").
// The server also runs it on a read-only connection and refuses statements that are not readers (defence in depth).

const FORBIDDEN_WORDS = /\b(PRAGMA|ATTACH|DETACH|INSERT|UPDATE|DELETE|REPLACE\s+INTO|CREATE|DROP|ALTER|VACUUM|REINDEX|ANALYZE|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|TRANSACTION|RETURNING|LOAD_EXTENSION)\b/i;
const RELATION = /\b(?:FROM|JOIN)\s+([^\s(),]+|\()/gi;
const COMMA_JOIN = /\b(?:FROM|JOIN)\s+\w+(?:\s+(?:AS\s+)?\w+)?\s*,/i;
const NAMED = /:([A-Za-z_]\w*)/g;

// Portability is decided by running the dataset on both stores (check prepares it on SQLite and PostgreSQL, issue 40 §3):
// any function both run passes, window functions (lag, row_number … OVER) included. Refused by name are only those one
// store lacks or both run with different results, each with what to write instead.
const DATE_COLUMNS = 'the views\' year, month and week columns (rpt_calendar gives them for a parameter\'s day)';
// What to write instead of a function one database lacks or runs differently.
const INSTEAD: Record<string, string> = {
  strftime: DATE_COLUMNS, date: DATE_COLUMNS, datetime: DATE_COLUMNS, julianday: DATE_COLUMNS, time: DATE_COLUMNS, unixepoch: DATE_COLUMNS,
  to_char: DATE_COLUMNS, date_trunc: DATE_COLUMNS, extract: DATE_COLUMNS, now: 'a parameter: a report\'s rows follow its parameters, not the clock',
  ifnull: 'coalesce(…)', iif: 'CASE WHEN … THEN … ELSE … END', printf: 'a layout column kind (amount, date …), which formats the value',
  format: 'a layout column kind (amount, date …), which formats the value', substring: 'substr(…)', total: 'coalesce(sum(…), 0)',
  group_concat: 'one row per value (the two join them in different orders)', string_agg: 'one row per value (the two join them in different orders)',
  lower: '= on the value as stored (the two change the case of å, ä and ö differently)', upper: '= on the value as stored (the two change the case of å, ä and ö differently)',
};
const CASTS = /\bCAST\s*\(.*?\bAS\s+(\w+)/gi;

/** The SQL with every string literal ('…', '' escapes) replaced by 0, so words inside texts are not mistaken for SQL. */
export function withoutLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, '0');
}

/** The named parameters (:name) an SQL text uses, in order of first use. */
export function namedParameters(sql: string): string[] {
  return [...new Set([...withoutLiterals(sql).matchAll(NAMED)].map((m) => m[1] as string))];
}

/** What is wrong with a dataset's SQL (empty when it is one SELECT over rpt_* views with named parameters). */
export function sqlProblems(sql: string): string[] {
  const text = withoutLiterals(sql).trim();
  const problems: string[] = [];
  if (!/^SELECT\b/i.test(text)) problems.push('must be a single SELECT');
  if (text.includes(';')) problems.push('must not contain a semicolon (one statement only)');
  if (/--|\/\*/.test(text)) problems.push('must not contain comments (use $comment)');
  if (/["`[]/.test(text)) problems.push('must not quote identifiers: name columns with plain aliases');
  if (text.includes("'")) problems.push('has an unterminated string literal');
  const word = FORBIDDEN_WORDS.exec(text);
  if (word) problems.push(`must not use ${word[1]?.toUpperCase().replace(/\s+/g, ' ')}: a dataset only reads`);
  if (/\bsqlite_\w*/i.test(text)) problems.push('must not read SQLite system tables');
  if (/[?@$]/.test(text)) problems.push('must use named parameters (:name) only');
  for (const m of text.matchAll(RELATION)) {
    const target = m[1] as string;
    if (target !== '(' && !/^rpt_\w+$/i.test(target)) problems.push(`reads "${target}": only the reporting views rpt_* may be read`);
  }
  if (COMMA_JOIN.test(text)) problems.push('joins with a comma: write JOIN … ON');
  problems.push(...portabilityProblems(text));
  return problems;
}

/** What SQLite and PostgreSQL would run differently, or one of them not at all (the text without its literals). */
function portabilityProblems(text: string): string[] {
  const problems: string[] = [];
  const refused = new Set<string>();
  for (const m of text.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)) {
    const name = (m[1] as string).toLowerCase();
    const instead = Object.hasOwn(INSTEAD, name) ? INSTEAD[name] : undefined;
    if (!instead || refused.has(name)) continue;
    refused.add(name);
    problems.push(`uses ${name}(), which SQLite and PostgreSQL do not run alike: use ${instead}`);
  }
  for (const m of text.matchAll(CASTS)) {
    const type = (m[1] as string).toUpperCase();
    if (type !== 'INTEGER' && type !== 'TEXT') problems.push(`casts to ${type}: cast to INTEGER or TEXT, the types both databases read alike`);
  }
  if (text.includes('::')) problems.push('uses ::, a cast only PostgreSQL reads: write CAST(… AS INTEGER)');
  if (/[^<>!=]==/.test(text)) problems.push('uses ==, which only SQLite reads: write =');
  const like = /\b(LIKE|ILIKE|GLOB|REGEXP|MATCH|SIMILAR)\b/i.exec(text);
  if (like) problems.push(`uses ${like[1]?.toUpperCase()}, which SQLite and PostgreSQL match differently (case, patterns): compare with = or IN`);
  return problems;
}
