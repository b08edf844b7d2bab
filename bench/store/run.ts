// `npm run bench:store [-- --agencies N --years N --runs N]` (issue 26, Figures): the portal at operator size on both
// stores in one run. An SQLite file filled by the demo seed and `seed:scale` (kept between runs, bench/store/databases.ts),
// copied by `db:copy` into a throw-away PostgreSQL cluster (rows per second), then: the query plans of the request path
// (bench/store/plans.ts, full scans marked), `GET /agencies/1001/info` ÷ a bare Fastify route on each store, and every
// report's default request (schemas/reports, p95) on both, PostgreSQL ÷ SQLite, with a RETAIL user's 31-day reports on an
// outlet of the 200-outlet chain. The ratios are tools with no goal (issue 38 retired them); the full scans and the RETAIL
// wait keep theirs; exits 0 (the figures are the output).
import { copyFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { addDays } from '@ombudsportalen/engine';
import { startBenchServer } from '../load/bench-server.js';
import { infoVersusBare, type FigureRow } from '../load/info-figure.js';
import { buildBenchApp, type BenchApp, type SeededDatabase } from '../reports/bench-app.js';
import { copiedPostgres, scaledSqlite } from './databases.js';
import { BIG_TABLE_ROWS, printPlans } from './plans.js';
import { reportCases, type Outlet, type ReportCase } from './report-cases.js';

const USAGE = 'usage: npm run bench:store -- [--agencies N (250)] [--years N (1)] [--runs N (at least, 200)]; the operator size is --agencies 3000 --years 2';
const { values: args } = parseArgs({ options: { agencies: { type: 'string' }, years: { type: 'string' }, runs: { type: 'string' } } });
function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}; ${USAGE}`);
  return value;
}
// 200 outlets at least: the RETAIL user's chain (chain 3) takes the first 200 scale outlets.
const size = { agencies: whole('agencies', args.agencies, 250, 200, 89_999), years: whole('years', args.years, 1, 1, 10) };
// At least 200 runs per report and store (--runs): p95 is then the 190th of 200 times. At 40 it was the 38th, the
// third-slowest: on a request of 2–5 ms, three stalls of either store's process (a GC, the scheduler) decided the ratio.
// More where runs are cheap: as many as fit in SAMPLE_BUDGET_MS per report (both stores, from the warm-ups' times), up
// to MAX_RUNS. At 200, a 2 ms report's p95 ratio spread 1.03–1.72 over repeated trials of the same code; at 2,000,
// 1.10–1.22. A 100 ms partner report keeps its 200.
const MAX_RUNS = 2000;
const SAMPLE_BUDGET_MS = 10_000;
const RUNS = whole('runs', args.runs, 200, 5, MAX_RUNS);
const WARM_UP = 10;
const NOW = new Date('2026-11-02T08:00:00Z'); // the bench apps' clock (bench/reports/bench-app.ts): data ends the day before
const now = () => NOW;
const log = (line: string) => console.log(`[bench:store ${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const quantile = (samples: number[], q: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? Number.NaN;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const rows: FigureRow[] = [];
const loadAtStart = load();
const started = performance.now();

// 1. The databases: the kept SQLite file (built when missing), a working copy of it, and PostgreSQL filled by db:copy.
const kept = await scaledSqlite(size, now, log);
const work = join(tmpdir(), `bench-store-${process.pid}.db`);
copyFileSync(kept.path, work); // the bench's sessions are written to a copy, never to the kept file
const copy = await copiedPostgres(work, log);
const stores: Array<[string, SeededDatabase]> = [['SQLite', { databasePath: work }], ['PostgreSQL', { databaseUrl: copy.url }]];
try {
  if (kept.builtSeconds !== null) log(`SQLite database built in ${kept.builtSeconds.toFixed(0)} s`);
  const copyRate = copy.rows / copy.seconds;
  rows.push([`db:copy of the ${size.agencies}-outlet, ${size.years}-year database`, `${copy.rows.toLocaleString('en-US')} rows in ${copy.seconds.toFixed(1)} s`,
    `${Math.round(copyRate).toLocaleString('en-US')} rows/s`, 'printed', '-']);

  // 2. The plans of the request path, on both stores.
  const sqlite = new Database(work, { readonly: true });
  const lastDay = (sqlite.prepare('SELECT reporting_last_day FROM seed_calendar WHERE id = 1').pluck().get() as string | undefined) ?? addDays(NOW.toISOString().slice(0, 10), -1);
  // Outlets with a manager account (the report callers): every scale outlet, the demo outlets with one.
  const outlets = sqlite.prepare('SELECT agency_number AS agencyNumber, agency_type AS agencyType, revenue_segment AS revenueSegment, retail_chain_id AS chain, share_agency_report AS shares FROM agencies a WHERE EXISTS (SELECT 1 FROM users u WHERE u.username = a.agency_number || \'_MGR\') ORDER BY CAST(agency_number AS INTEGER)')
    .all() as Outlet[];
  const partnerUsers = sqlite.prepare('SELECT username, roles FROM users WHERE partner IS NOT NULL ORDER BY username').all() as Array<{ username: string; roles: string }>;
  sqlite.close();
  const firstOfPeriod = addDays(lastDay, -30);
  console.log(`\n## Query plans (31 days, ${firstOfPeriod} – ${lastDay}; !! a whole read of a table of ${BIG_TABLE_ROWS.toLocaleString('en-US')} rows or more, ~ of a smaller one)`);
  const reads = await printPlans({ sqlite: work, postgres: copy.url }, lastDay, firstOfPeriod);
  const big = reads.filter((r) => r.rows >= BIG_TABLE_ROWS);
  for (const r of big) console.log(`!! ${r.query} on ${r.dialect}: ${r.line}`);
  rows.push([`Full scans of tables of ${BIG_TABLE_ROWS.toLocaleString('en-US')}+ rows in the request path's plans (both stores)`,
    `${big.length} (${reads.length - big.length} reads of smaller tables)`, String(big.length), '0', verdict(big.length === 0)]);

  // 3. GET /agencies/1001/info ÷ bare Fastify, each store in its own server process.
  for (const [name, database] of stores) {
    log(`GET /agencies/1001/info on ${name}`);
    const env: Record<string, string> = 'databaseUrl' in database ? { BENCH_DATABASE_URL: database.databaseUrl } : { BENCH_DATABASE_PATH: database.databasePath };
    const server = await startBenchServer([], env);
    try {
      rows.push(await infoVersusBare(server, ` (${name})`));
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  }

  // 4. Every report's default request, and the RETAIL user's 31-day reports on a chain outlet, on both stores.
  const apps = await Promise.all(stores.map(([, database]) => buildBenchApp(NOW, {}, database)));
  try {
    const cases = reportCases(NOW.toISOString().slice(0, 10), lastDay, outlets, partnerUsers);
    const tokens = new Map<string, string[]>();
    for (const c of cases) if (!tokens.has(c.username)) tokens.set(c.username, await Promise.all(apps.map((a) => a.tokenFor(c.username))));
    // The report table's columns; the figures below read its cells by name.
    const head = ['report (caller, agency)', 'runs', 'SQLite p50', 'SQLite p95', 'PG p50', 'PG p95', 'PG ÷ SQLite', 'goal', 'goal met'] as const;
    const cell = (row: string[], column: (typeof head)[number]) => row[head.indexOf(column)]!;
    const table: string[][] = [];
    for (const c of cases) {
      log(`${c.name}`);
      let times: number[][];
      try {
        times = await timeOnBoth(apps, c, tokens.get(c.username)!);
      } catch (error) {
        table.push([c.name, ...head.slice(1, -2).map(() => '-'), c.retail ? 'p95 ≤ 2000 ms' : '—', `failed: ${(error as Error).message.slice(0, 200)}`]);
        continue;
      }
      const [sqliteMs = [], postgresMs = []] = times;
      const [s95, p95] = [quantile(sqliteMs, 0.95), quantile(postgresMs, 0.95)];
      const ratio = p95 / s95;
      // PostgreSQL ÷ SQLite is a tool with no goal (issue 38 retired it); a RETAIL user's wait is a user-level goal.
      const met = c.retail ? s95 <= 2000 && p95 <= 2000 : undefined;
      table.push([c.name, String(sqliteMs.length), quantile(sqliteMs, 0.5).toFixed(1), s95.toFixed(1), quantile(postgresMs, 0.5).toFixed(1), p95.toFixed(1), ratio.toFixed(2),
        c.retail ? 'p95 ≤ 2000 ms' : '—', met === undefined ? 'reference' : verdict(met)]);
    }
    const defaults = table.filter((_, i) => !cases[i]!.retail);
    const retail = table.filter((_, i) => cases[i]!.retail);
    console.log(`\n## Reports: runs per store (${RUNS}–${MAX_RUNS}, as many as take ${SAMPLE_BUDGET_MS / 1000} s) after ${WARM_UP} warm-ups each, the stores taking turns (inject; ms; p95: the 190th of 200 times, the 1,900th of 2,000)`);
    printTable([...head], table);
    const worst = defaults.reduce((w, r) => (Number(cell(r, 'PG ÷ SQLite')) > Number(cell(w, 'PG ÷ SQLite')) ? r : w), defaults[0]!);
    rows.push([`Reports' default request, p95 PostgreSQL ÷ SQLite (${defaults.length} reports)`, `worst: ${cell(worst, 'report (caller, agency)')}`, cell(worst, 'PG ÷ SQLite'), '—',
      defaults.some((r) => cell(r, 'goal met').startsWith('failed')) ? 'a report failed' : 'reference']);
    const slowest = Math.max(...retail.flatMap((r) => [Number(cell(r, 'SQLite p95')), Number(cell(r, 'PG p95'))]));
    rows.push([`RETAIL (KEDJA3), 31 days on a chain outlet, p95 (${retail.length} reports, both stores)`, 'slowest report', `${slowest.toFixed(0)} ms`, '≤ 2000 ms',
      verdict(retail.every((r) => cell(r, 'goal met') === 'met'))]);
  } finally {
    for (const app of apps) await app.close();
  }
} finally {
  copy.cluster.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${work}${suffix}`, { force: true });
}

console.log(`\n## bench:store figures: ${size.agencies} outlets, ${size.years} year(s) of daily figures (${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAtStart} at the start, ${load()} at the end)`);
printTable(['figure', 'measured', 'value', 'goal', 'goal met'], rows);

/**
 * The case's request on each app in turn: WARM_UP times, then as many runs as fit in SAMPLE_BUDGET_MS at the warm-ups'
 * pace (at least RUNS, at most MAX_RUNS), the same number on each app; answers the runs' times (ms) per app.
 */
async function timeOnBoth(apps: BenchApp[], c: ReportCase, tokens: string[]): Promise<number[][]> {
  const turn = async (record: number[][]) => {
    for (const [n, bench] of apps.entries()) {
      const startedAt = performance.now();
      const response = await bench.app.inject({ method: 'POST', url: c.url, headers: { authorization: `Bearer ${tokens[n]}` }, payload: c.body as object });
      const ms = performance.now() - startedAt;
      if (response.statusCode !== 200 && response.statusCode !== c.noDataStatus) throw new Error(`${c.name} on ${stores[n]![0]}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      record[n]!.push(ms);
    }
  };
  const warmUps = apps.map(() => [] as number[]);
  for (let i = 0; i < WARM_UP; i += 1) await turn(warmUps);
  // The median warm-up per store: the first requests of a report are its slowest (plans, compiled code).
  const turnMs = warmUps.reduce((sum, ms) => sum + quantile(ms, 0.5), 0);
  const runs = Math.min(MAX_RUNS, Math.max(RUNS, Math.floor(SAMPLE_BUDGET_MS / turnMs)));
  const times = apps.map(() => [] as number[]);
  for (let i = 0; i < runs; i += 1) await turn(times);
  return times;
}

function printTable(head: string[], body: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) console.log(line(r));
}
