// The query plans of the request path at operator size (issue 26 item 5): every report dataset's SQL (schemas/reports)
// with its default parameters, for an ordinary outlet and an outlet of the 200-outlet chain, and the staff page's
// queries; SQLite's EXPLAIN QUERY PLAN and PostgreSQL's EXPLAIN (a dataset's as the report reader runs its statement, and
// the generic plan PostgreSQL may keep for it),
// each line marked where it reads a whole table: `!!` a table of BIG_TABLE_ROWS rows or more (a finding), `~` a smaller
// one (often the cheaper plan: reference tables).
// `npx tsx bench/store/plans.ts [--sqlite FILE] [--postgres URL]` on databases filled by `npm run seed:scale`.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, DATASET_DEFAULTS, type DatasetJson } from '@ombudsportalen/engine';
import { positionalValues, toPositionalParameters } from '../../server/db/postgres/named-parameters.js';
import { DATASET_SETTINGS, datasetStatement } from '../../server/reports/reporting-reader.js';

const root = new URL('../../', import.meta.url);

export interface PlannedQuery {
  name: string;
  sql: string;
  values: Record<string, string | number>;
  /** A report dataset: PostgreSQL plans it as the report reader runs it (datasetStatement under DATASET_SETTINGS), and generically. */
  dataset?: boolean;
  /** A dataset's row cap (server/reports/run-dataset.ts): its statement reads one row more. */
  maxRows?: number;
}

/** An outlet outside the large chain, and one inside it (KEDJA3's chain 3: 10001–10200). */
export const PLAN_AGENCIES = { ordinary: '12000', chain: '10001' } as const;

/** The datasets' SQL with values for a 31-day period ending `lastDay`, and the staff page's queries. */
export function plannedQueries(lastDay: string, firstOfPeriod: string): PlannedQuery[] {
  const datasets = readdirSync(new URL('schemas/reports/', root)).filter((f) => f.endsWith('.json')).sort()
    .map((file) => ({ file, dataset: (JSON.parse(readFileSync(new URL(`schemas/reports/${file}`, root), 'utf8')) as { 'x-dataset'?: DatasetJson })['x-dataset'] }))
    .filter((d): d is { file: string; dataset: DatasetJson } => d.dataset !== undefined);
  const queries: PlannedQuery[] = [];
  for (const [label, agency] of Object.entries(PLAN_AGENCIES)) {
    for (const { file, dataset } of datasets) {
      const values: Record<string, string | number> = { agencyNumber: agency, partnerId: 'TELIA', today: lastDay };
      for (const [name, binding] of Object.entries(dataset.parameters ?? {})) {
        values[name] = binding.as === 'periodStart' ? firstOfPeriod : binding.as === 'periodEnd' ? lastDay
          : (binding.default as string | undefined) ?? lastDay;
      }
      queries.push({ name: `${file.replace('.json', '')} (${label})`, sql: dataset.sql, values, dataset: true, maxRows: dataset.maxRows ?? DATASET_DEFAULTS.maxRows });
    }
  }
  // server/repositories/staff-repository.ts and user-repository.ts: the staff page and adding a seller.
  const staff = PLAN_AGENCIES.chain;
  queries.push(
    { name: 'staff list', sql: 'SELECT username FROM users WHERE agency_number = :agency ORDER BY username', values: { agency: staff } },
    { name: 'staff: user by name', sql: `SELECT u.username, COALESCE(u.store_chain_id, a.retail_chain_id) AS chain FROM users u
      LEFT JOIN agencies a ON a.agency_number = u.agency_number WHERE u.username = :username`, values: { username: `${staff}_MGR` } },
    { name: 'staff: personal number taken', sql: 'SELECT username FROM users WHERE social_security_number = :ssn AND agency_number = :agency', values: { ssn: '199001011234', agency: staff } },
    { name: 'staff: enrolled', sql: `SELECT DISTINCT u.username FROM users u JOIN course_progress p ON p.username = u.username
      WHERE u.agency_number = :agency`, values: { agency: staff } },
    { name: 'staff: next person id (users_person_id, migration 016)', sql: "SELECT person_id FROM users WHERE person_id >= 'P' AND person_id < 'Q' ORDER BY person_id DESC LIMIT 1", values: {} },
    { name: 'staff: audit', sql: 'SELECT id FROM staff_audit WHERE agency_number = :agency ORDER BY id', values: { agency: staff } },
  );
  return queries;
}

/** A table this large read whole is a finding: the request path must seek it (smaller ones may be cheaper read whole). */
export const BIG_TABLE_ROWS = 10_000;

/**
 * The table (or, on SQLite, the alias) a plan line reads whole, if it does: PostgreSQL's Seq Scan, SQLite's SCAN (which
 * reads every row, through an index too; SEARCH is the seek). Not SQLite's scan of a view's co-routine (rpt_*: the rows
 * its own SEARCH lines already picked), of a subquery or of a constant row.
 */
export function wholeTableRead(line: string): string | undefined {
  const postgres = /^\s*(?:->\s*)?(?:Parallel )?Seq Scan on (\w+)/.exec(line);
  if (postgres) return postgres[1];
  const sqlite = /^\s*SCAN (\w+)/.exec(line);
  if (sqlite && !/CONSTANT ROW|SUBQUERY|CO-ROUTINE/.test(line) && !/^rpt_/.test(sqlite[1]!)) return sqlite[1];
  return undefined;
}

const NOT_ALIASES = new Set(['where', 'on', 'join', 'left', 'inner', 'cross', 'outer', 'group', 'order', 'using', 'union', 'limit', 'natural', 'as', 'having', 'window']);

/** The tables a name in SQLite's plan may stand for: itself, or the tables that SQL (the query and the views) gives that alias. */
export function aliasTables(sqls: string[]): Map<string, Set<string>> {
  const aliases = new Map<string, Set<string>>();
  for (const text of sqls) {
    for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
      const table = m[1]!.toLowerCase();
      const alias = m[2]?.toLowerCase();
      if (alias === undefined || NOT_ALIASES.has(alias)) continue;
      aliases.set(alias, (aliases.get(alias) ?? new Set()).add(table));
    }
  }
  return aliases;
}

/** Rows per table after ANALYZE: SQLite's sqlite_stat1 (count(*) for a table it has no row for), PostgreSQL's reltuples. */
function sqliteTableRows(db: Database.Database): Map<string, number> {
  const rows = new Map<string, number>();
  for (const { tbl, stat } of db.prepare('SELECT tbl, stat FROM sqlite_stat1').all() as Array<{ tbl: string; stat: string }>) {
    rows.set(tbl, Math.max(rows.get(tbl) ?? 0, Number(stat.split(' ')[0])));
  }
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").pluck().all() as string[];
  for (const table of tables) if (!rows.has(table)) rows.set(table, db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number);
  return rows;
}

async function postgresTableRows(client: pg.Client): Promise<Map<string, number>> {
  const result = await client.query<{ name: string; rows: number }>(
    "SELECT relname AS name, greatest(reltuples, 0)::bigint::integer AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace");
  return new Map(result.rows.map((r) => [r.name, Number(r.rows)]));
}

export function sqlitePlan(db: Database.Database, query: PlannedQuery): string[] {
  const names = [...query.sql.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values = Object.fromEntries(names.map((n) => [n, query.values[n] ?? null]));
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(values) as Array<{ id: number; parent: number; detail: string }>;
  const depth = new Map<number, number>([[0, 0]]);
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? 0) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d - 1)}${r.detail}`;
  });
}

export async function postgresPlan(client: pg.Client, query: PlannedQuery): Promise<string[]> {
  const { text, names } = toPositionalParameters(query.sql);
  const values = positionalValues(names, query.values);
  if (!query.dataset) return (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).rows.map((r) => r['QUERY PLAN']);
  // As server/reports/reporting-reader.ts runs a dataset: its statement under the row cap and the reader's settings,
  // planned for these values, and the generic plan PostgreSQL may keep for the named statement instead.
  const statement = datasetStatement(text, query.maxRows ?? Infinity);
  await client.query('BEGIN READ ONLY');
  try {
    for (const setting of DATASET_SETTINGS) await client.query(setting);
    const custom = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, values)).rows.map((r) => r['QUERY PLAN']);
    await client.query(`PREPARE dataset_plan AS ${statement.text}`);
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    const literals = values.map((v) => (v === null ? 'NULL' : client.escapeLiteral(String(v))));
    const generic = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE dataset_plan${literals.length > 0 ? `(${literals.join(', ')})` : ''}`)).rows.map((r) => r['QUERY PLAN']);
    return [...custom, '-- the generic plan:', ...generic];
  } finally {
    await client.query('ROLLBACK');
    await client.query('DEALLOCATE ALL');
  }
}

/** A full read found in a plan: the query, the store, the line and the rows of the largest table the name may stand for. */
export interface WholeRead {
  query: string;
  dialect: string;
  line: string;
  rows: number;
}

/** Prints each query's plans; answers every whole-table read (`rows` ≥ BIG_TABLE_ROWS is a finding, marked !!). */
export async function printPlans(targets: { sqlite?: string; postgres?: string }, lastDay: string, firstOfPeriod: string, print = console.log): Promise<WholeRead[]> {
  const queries = plannedQueries(lastDay, firstOfPeriod);
  const sqlite = targets.sqlite ? new Database(targets.sqlite, { readonly: true }) : undefined;
  const client = targets.postgres ? new pg.Client({ connectionString: targets.postgres }) : undefined;
  await client?.connect();
  const reads: WholeRead[] = [];
  try {
    const sizes = { SQLite: sqlite ? sqliteTableRows(sqlite) : new Map<string, number>(), PostgreSQL: client ? await postgresTableRows(client) : new Map<string, number>() };
    const views = sqlite ? sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'view'").pluck().all() as string[] : [];
    for (const query of queries) {
      print(`\n### ${query.name}`);
      const plans: Array<['SQLite' | 'PostgreSQL', string[]]> = [];
      if (sqlite) plans.push(['SQLite', sqlitePlan(sqlite, query)]);
      if (client) plans.push(['PostgreSQL', await postgresPlan(client, query)]);
      const aliases = aliasTables([query.sql, ...views]);
      for (const [dialect, lines] of plans) {
        print(`${dialect}:`);
        for (const line of lines) {
          const name = wholeTableRead(line);
          // An unknown name counts as big: better a false finding than a missed one.
          const tables = name === undefined ? [] : sizes[dialect].has(name) ? [name] : [...(aliases.get(name.toLowerCase()) ?? [name])];
          const rows = Math.max(...tables.map((t) => sizes[dialect].get(t) ?? Number.POSITIVE_INFINITY));
          if (name !== undefined) reads.push({ query: query.name, dialect, line: line.trim(), rows });
          const mark = name === undefined ? '   ' : rows >= BIG_TABLE_ROWS ? '!! ' : ' ~ ';
          print(`  ${mark}${line}${name === undefined ? '' : `   [${tables.join('|')}: ${Number.isFinite(rows) ? rows.toLocaleString('en-US') : '?'} rows]`}`);
        }
      }
    }
  } finally {
    sqlite?.close();
    await client?.end();
  }
  return reads;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { sqlite: { type: 'string' }, postgres: { type: 'string' }, 'last-day': { type: 'string' }, 'first-day': { type: 'string' } } });
  const lastDay = values['last-day'] ?? '2026-11-26';
  const reads = await printPlans({ sqlite: values.sqlite, postgres: values.postgres }, lastDay, values['first-day'] ?? addDays(lastDay, -30));
  const big = reads.filter((r) => r.rows >= BIG_TABLE_ROWS);
  console.log(`\nFull scans of tables of ${BIG_TABLE_ROWS.toLocaleString('en-US')} rows or more on the request path: ${big.length} (of ${reads.length} whole-table reads)`);
  for (const r of big) console.log(`  ${r.query} on ${r.dialect}: ${r.line}`);
}
