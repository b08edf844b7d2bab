// The query plans of the request path at operator size (issue 26 item 5): every report dataset's SQL (schemas/reports)
// with its default parameters, for an ordinary outlet and an outlet of the 200-outlet chain, and the staff page's
// queries; SQLite's EXPLAIN QUERY PLAN and PostgreSQL's EXPLAIN, each line marked where it reads a whole table.
// `npx tsx bench/store/plans.ts [--sqlite FILE] [--postgres URL]` on databases filled by `npm run seed:scale`.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays } from '../../engine/context/periods.js';
import type { DatasetJson } from '../../engine/index.js';
import { positionalValues, toPositionalParameters } from '../../server/db/postgres/named-parameters.js';

const root = new URL('../../', import.meta.url);

export interface PlannedQuery {
  name: string;
  sql: string;
  values: Record<string, string | number>;
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
      queries.push({ name: `${file.replace('.json', '')} (${label})`, sql: dataset.sql, values });
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

/**
 * A plan line that reads a whole table: not a search through an index, not a scan of a small reference table, not
 * SQLite's scan of a view's co-routine (rpt_*: the rows its own SEARCH lines already picked).
 */
const SMALL_TABLES = /^(games|ledger_accounts|partners|chains|calendar_days|rpt_\w+|g|p)\b/;
export function isFullScan(line: string): boolean {
  if (/^\s*(->\s*)?Seq Scan on (\w+)/.test(line)) return !/Seq Scan on (games|ledger_accounts|partners|chains|calendar_days)\b/.test(line);
  // SQLite's SCAN reads every row, through an index too (SEARCH is the seek).
  if (/\bSCAN (\w+)/.test(line) && !/CONSTANT ROW|SUBQUERY|CO-ROUTINE/.test(line)) return !SMALL_TABLES.test(line.replace(/.*SCAN /, ''));
  return false;
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
  const result = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, positionalValues(names, query.values));
  return result.rows.map((r) => r['QUERY PLAN']);
}

/** Prints each query's plans; answers the names of the queries with a full scan. */
export async function printPlans(targets: { sqlite?: string; postgres?: string }, lastDay: string, firstOfPeriod: string, print = console.log): Promise<string[]> {
  const queries = plannedQueries(lastDay, firstOfPeriod);
  const sqlite = targets.sqlite ? new Database(targets.sqlite, { readonly: true }) : undefined;
  const client = targets.postgres ? new pg.Client({ connectionString: targets.postgres }) : undefined;
  await client?.connect();
  const scans: string[] = [];
  try {
    for (const query of queries) {
      print(`\n### ${query.name}`);
      const plans: Array<[string, string[]]> = [];
      if (sqlite) plans.push(['SQLite', sqlitePlan(sqlite, query)]);
      if (client) plans.push(['PostgreSQL', await postgresPlan(client, query)]);
      for (const [dialect, lines] of plans) {
        print(`${dialect}:`);
        for (const line of lines) {
          const full = isFullScan(line);
          if (full) scans.push(`${query.name} on ${dialect}: ${line.trim()}`);
          print(`  ${full ? '!! ' : '   '}${line}`);
        }
      }
    }
  } finally {
    sqlite?.close();
    await client?.end();
  }
  return scans;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { sqlite: { type: 'string' }, postgres: { type: 'string' }, 'last-day': { type: 'string' }, 'first-day': { type: 'string' } } });
  const lastDay = values['last-day'] ?? '2026-11-26';
  const scans = await printPlans({ sqlite: values.sqlite, postgres: values.postgres }, lastDay, values['first-day'] ?? addDays(lastDay, -30));
  console.log(`\nFull scans on the request path: ${scans.length}`);
  for (const scan of scans) console.log(`  ${scan}`);
}
