import { describe, expect, it } from 'vitest';
import { namedParameters, sqlProblems, withoutLiterals } from '../../../engine/dataset/sql-guard';

// Every check of the guard alone, with the exact list of problems: a check switched off or loosened fails here.
describe('sqlProblems', () => {
  it('accepts one SELECT over rpt_* views with named parameters', () => {
    expect(sqlProblems('SELECT a FROM rpt_sales s JOIN rpt_agency g ON g.id = s.id WHERE s.day >= :from')).toStrictEqual([]);
    expect(sqlProblems('  select a from RPT_Sales  ')).toStrictEqual([]);
    expect(sqlProblems('SELECT a FROM (SELECT b FROM rpt_x) t')).toStrictEqual([]);
  });

  it.each([
    ['PRAGMA', 'SELECT a FROM rpt_x WHERE pragma = 1'],
    ['ATTACH', 'SELECT a FROM rpt_x WHERE attach = 1'],
    ['DELETE', 'SELECT a FROM rpt_x WHERE Delete = 1'],
    ['REPLACE INTO', 'SELECT a FROM rpt_x WHERE replace   into = 1'],
    ['RETURNING', 'SELECT a FROM rpt_x RETURNING a'],
    ['LOAD_EXTENSION', 'SELECT load_extension(:p) FROM rpt_x'],
    ['UPDATE', 'SELECT a FROM rpt_x WHERE update = 1'],
  ])('refuses the writing word %s', (word, sql) => {
    expect(sqlProblems(sql)).toStrictEqual([`must not use ${word}: a dataset only reads`]);
  });

  it('matches forbidden words only as whole words, and not inside string literals', () => {
    expect(sqlProblems('SELECT updated_at, created FROM rpt_x')).toStrictEqual([]);
    expect(sqlProblems("SELECT a FROM rpt_x WHERE b = 'DROP TABLE'")).toStrictEqual([]);
  });

  it('allows only relations named rpt_ followed by word characters, anchored at both ends', () => {
    expect(sqlProblems('SELECT a FROM users')).toStrictEqual(['reads "users": only the reporting views rpt_* may be read']);
    expect(sqlProblems('SELECT a FROM x_rpt_sales')).toStrictEqual(['reads "x_rpt_sales": only the reporting views rpt_* may be read']);
    expect(sqlProblems('SELECT a FROM rpt_sales.x')).toStrictEqual(['reads "rpt_sales.x": only the reporting views rpt_* may be read']);
    expect(sqlProblems('SELECT a FROM rpt_')).toStrictEqual(['reads "rpt_": only the reporting views rpt_* may be read']);
    expect(sqlProblems('SELECT a FROM rpt_x JOIN agencies ON 1 = 1')).toStrictEqual([
      'reads "agencies": only the reporting views rpt_* may be read',
    ]);
    // Analysts write SQL over several lines: a relation after a line break and indentation is read like any other.
    expect(sqlProblems('SELECT a\nFROM\n    users')).toStrictEqual(['reads "users": only the reporting views rpt_* may be read']);
  });

  it('names every other problem in order', () => {
    expect(sqlProblems('WITH t AS (SELECT 1) SELECT * FROM t')).toStrictEqual([
      'must be a single SELECT',
      'reads "t": only the reporting views rpt_* may be read',
    ]);
    expect(sqlProblems('SELECT a FROM rpt_x WHERE 1 = 1;')).toStrictEqual(['must not contain a semicolon (one statement only)']);
    expect(sqlProblems('SELECT a FROM rpt_x -- c')).toStrictEqual(['must not contain comments (use $comment)']);
    expect(sqlProblems('SELECT a FROM rpt_x /* c */')).toStrictEqual(['must not contain comments (use $comment)']);
    expect(sqlProblems('SELECT "a" FROM rpt_x')).toStrictEqual(['must not quote identifiers: name columns with plain aliases']);
    expect(sqlProblems('SELECT `a` FROM rpt_x')).toStrictEqual(['must not quote identifiers: name columns with plain aliases']);
    expect(sqlProblems('SELECT [a] FROM rpt_x')).toStrictEqual(['must not quote identifiers: name columns with plain aliases']);
    expect(sqlProblems("SELECT a FROM rpt_x WHERE b = 'x")).toStrictEqual(['has an unterminated string literal']);
    expect(sqlProblems('SELECT a FROM rpt_x WHERE b = SQLITE_master')).toStrictEqual(['must not read SQLite system tables']);
    expect(sqlProblems('SELECT a FROM rpt_x WHERE b = ?')).toStrictEqual(['must use named parameters (:name) only']);
    expect(sqlProblems('SELECT a FROM rpt_x WHERE b = @p')).toStrictEqual(['must use named parameters (:name) only']);
    expect(sqlProblems('SELECT a FROM rpt_x WHERE b = $p')).toStrictEqual(['must use named parameters (:name) only']);
    expect(sqlProblems('SELECT a FROM rpt_x, rpt_y')).toStrictEqual(['joins with a comma: write JOIN … ON']);
    expect(sqlProblems('SELECT a FROM rpt_x AS x , rpt_y')).toStrictEqual(['joins with a comma: write JOIN … ON']);
    expect(sqlProblems('SELECT a\nFROM\n  rpt_x\n  AS\n  x,\n  rpt_y')).toStrictEqual(['joins with a comma: write JOIN … ON']);
    expect(sqlProblems('SELECT a FROM  rpt_x  x , rpt_y')).toStrictEqual(['joins with a comma: write JOIN … ON']);
  });
});

// The portable subset: what SQLite and PostgreSQL run alike (docs/analyst-guide.md "Portable SQL").
describe('sqlProblems: the portable subset', () => {
  it('accepts the functions, casts and operators both databases run alike', () => {
    expect(sqlProblems(
      "SELECT round(sum(a), 2), coalesce(count(DISTINCT b), 0), nullif(abs(min(c)), max(d)), avg(e), length(substr(f, 1, 7)), g || 'x' " +
      'FROM rpt_x WHERE CAST(:t AS INTEGER) = h AND CAST(i AS TEXT) <> :u AND j != 1 AND k <= 2 AND EXISTS (SELECT 1 FROM rpt_y) ' +
      'AND month = (SELECT month FROM rpt_calendar WHERE day = :d) AND m IN (1, 2) AND NOT (n BETWEEN 1 AND 2)',
    )).toStrictEqual([]);
  });

  it('accepts window functions and any other function: running the dataset on both stores decides (issue 40 §3)', () => {
    expect(sqlProblems('SELECT a, lag(a) OVER (ORDER BY d) AS b, row_number() OVER (PARTITION BY c ORDER BY d) AS n, sum(a) OVER (ORDER BY d) AS s FROM rpt_x')).toStrictEqual([]);
  });

  it.each([
    ["SELECT strftime('%Y', d) FROM rpt_x", "uses strftime(), which SQLite and PostgreSQL do not run alike: use the views' year, month and week columns (rpt_calendar gives them for a parameter's day)"],
    ['SELECT a FROM rpt_x WHERE d >= date(:from)', "uses date(), which SQLite and PostgreSQL do not run alike: use the views' year, month and week columns (rpt_calendar gives them for a parameter's day)"],
    ['SELECT julianday(d) FROM rpt_x', "uses julianday(), which SQLite and PostgreSQL do not run alike: use the views' year, month and week columns (rpt_calendar gives them for a parameter's day)"],
    ['SELECT DateTime (d) FROM rpt_x', "uses datetime(), which SQLite and PostgreSQL do not run alike: use the views' year, month and week columns (rpt_calendar gives them for a parameter's day)"],
    ["SELECT to_char(d, 'YYYY') FROM rpt_x", "uses to_char(), which SQLite and PostgreSQL do not run alike: use the views' year, month and week columns (rpt_calendar gives them for a parameter's day)"],
    ['SELECT ifnull(a, 0) FROM rpt_x', 'uses ifnull(), which SQLite and PostgreSQL do not run alike: use coalesce(…)'],
    ['SELECT iif(a > 0, 1, 0) FROM rpt_x', 'uses iif(), which SQLite and PostgreSQL do not run alike: use CASE WHEN … THEN … ELSE … END'],
    ['SELECT total(a) FROM rpt_x', 'uses total(), which SQLite and PostgreSQL do not run alike: use coalesce(sum(…), 0)'],
    ['SELECT a FROM rpt_x WHERE lower(n) = :n', 'uses lower(), which SQLite and PostgreSQL do not run alike: use = on the value as stored (the two change the case of å, ä and ö differently)'],
    ['SELECT group_concat(a) FROM rpt_x', 'uses group_concat(), which SQLite and PostgreSQL do not run alike: use one row per value (the two join them in different orders)'],
    ['SELECT CAST(a AS REAL) FROM rpt_x', 'casts to REAL: cast to INTEGER or TEXT, the types both databases read alike'],
    ['SELECT a::int FROM rpt_x', 'uses ::, a cast only PostgreSQL reads: write CAST(… AS INTEGER)'],
    ['SELECT a FROM rpt_x WHERE b == 1', 'uses ==, which only SQLite reads: write ='],
    ['SELECT a FROM rpt_x WHERE b like :p', 'uses LIKE, which SQLite and PostgreSQL match differently (case, patterns): compare with = or IN'],
    ['SELECT a FROM rpt_x WHERE b GLOB :p', 'uses GLOB, which SQLite and PostgreSQL match differently (case, patterns): compare with = or IN'],
  ])('refuses %s', (sql, problem) => {
    expect(sqlProblems(sql)).toStrictEqual([problem]);
  });

  it('names a refused function once, and not when it is only inside a literal', () => {
    expect(sqlProblems("SELECT ifnull(a, 0), ifnull(b, 0) FROM rpt_x WHERE c = 'strftime(x)'")).toStrictEqual(['uses ifnull(), which SQLite and PostgreSQL do not run alike: use coalesce(…)']);
  });
});

describe('withoutLiterals and namedParameters', () => {
  it("replaces each literal, with '' escapes, by 0", () => {
    expect(withoutLiterals("a = 'it''s' AND b = 'x'")).toBe('a = 0 AND b = 0');
  });

  it('lists each named parameter once, in order of first use, ignoring literals', () => {
    expect(namedParameters("SELECT :b, :a_1, :b, ':c' FROM rpt_x")).toStrictEqual(['b', 'a_1']);
    expect(namedParameters('SELECT 1 FROM rpt_x')).toStrictEqual([]);
  });
});
