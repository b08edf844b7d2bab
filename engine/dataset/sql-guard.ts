// Lexical checks of a dataset's SQL: one read-only SELECT over the reporting views (rpt_*), named parameters only.
// The server also runs it on a read-only connection and refuses statements that are not readers (defence in depth).

const FORBIDDEN_WORDS = /\b(PRAGMA|ATTACH|DETACH|INSERT|UPDATE|DELETE|REPLACE\s+INTO|CREATE|DROP|ALTER|VACUUM|REINDEX|ANALYZE|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|TRANSACTION|RETURNING|LOAD_EXTENSION)\b/i;
const RELATION = /\b(?:FROM|JOIN)\s+([^\s(),]+|\()/gi;
const COMMA_JOIN = /\b(?:FROM|JOIN)\s+\w+(?:\s+(?:AS\s+)?\w+)?\s*,/i;
const NAMED = /:([A-Za-z_]\w*)/g;

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
  return problems;
}
