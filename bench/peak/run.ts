// `npm run bench:peak [-- --agencies N --years N --seconds N]` (issue 38 §2): the operator's declared peak hour
// (bench/peak/mix.json, reasoning in bench/peak/README.md) played by Locust (bench/peak/locustfile.py, headless) on the
// operator-size database, in one run on the fleet (a PostgreSQL filled by db:copy, 2 instances, HAProxy on
// deploy/haproxy.cfg) and on one instance with SQLite. Per store and step: each action's p50, p95, p99 and errors, the
// CPU seconds per 1,000 HTTP requests of the portal side (instances, HAProxy, PostgreSQL), and the headroom: the highest
// multiple of the mix whose every action keeps p95 ≤ 3 × its p50 measured alone, with 0 errors. Exits 0 (the figures
// are the output).
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { addDays } from '@ombudsportalen/engine';
import { deriveSegment, type SegmentSource } from '@ombudsportalen/portal/access';
import { formDefinition } from '../../server/forms/form-definitions.js';
import { benchEngine } from '../bench-engine';
import { DEMO_PASSWORD } from '../../server/seed/seed-data/users.js';
import { hookExit, type PortalInstance, sharedEnv, startInstance } from '../../scripts/fleet/fleet.js';

const { buildFormPayload } = benchEngine;
import { findHaproxy, startHaproxy, type Balancer } from '../../scripts/fleet/haproxy.js';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../../scripts/prerequisites.mjs';
import { freePort } from '../../scripts/postgres/postgres-cluster.js';
import { keptPostgres, scaledSqlite } from '../store/databases.js';

const USAGE = 'usage: npm run bench:peak -- [--agencies N (3000)] [--years N (2)] [--seconds N per step at least (30)] [--min-samples N (40)] [--only postgres|sqlite] [--steps N (6)] [--all-steps] [--cpu-prof DIR]; the default is the operator size';
const { values: args } = parseArgs({ options: { agencies: { type: 'string' }, years: { type: 'string' }, seconds: { type: 'string' }, 'min-samples': { type: 'string' }, only: { type: 'string' }, steps: { type: 'string' }, 'all-steps': { type: 'boolean' }, 'cpu-prof': { type: 'string' } } });
function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}; ${USAGE}`);
  return value;
}
// 200 outlets at least: the RETAIL user's chain (chain 3) takes the first 200 scale outlets.
const size = { agencies: whole('agencies', args.agencies, 3000, 200, 89_999), years: whole('years', args.years, 2, 1, 10) };
const SECONDS = whole('seconds', args.seconds, 30, 5, 600);
// A step lasts until every outlet action has MIN_SAMPLES (its p95 then is not its slowest sample), at most MAX_SECONDS.
const MIN_SAMPLES = whole('min-samples', args['min-samples'], 40, 0, 1000);
const MAX_SECONDS = Math.max(SECONDS, 180);
const MULTIPLES = [1, 2, 4, 6, 8, 10].slice(0, whole('steps', args.steps, 6, 1, 6));
// Every instance preloads loop-delay.mjs: its event-loop delay, utilisation and GC time a second, summed up per step.
const INSTANCE_NODE_OPTIONS = { NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import=${new URL('./loop-delay.mjs', import.meta.url).pathname}`.trim() };
// --cpu-prof DIR: each instance writes a V8 CPU profile there (Node's argument: NODE_OPTIONS refuses it), so it is stopped by SIGTERM, not killed.
const CPU_PROF = args['cpu-prof'] === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`];
// Made now: Node makes it only as an instance exits, after the steps' result is written beside the profiles.
if (args['cpu-prof'] !== undefined) mkdirSync(args['cpu-prof'], { recursive: true });
const endInstance = (instance: PortalInstance) => (args['cpu-prof'] === undefined ? instance.crash() : instance.stop());
const ALONE_RUNS = 9;
const LOGINS_PER_SECOND = 5;
const NOW = new Date('2026-11-02T08:00:00Z'); // bench:store's day: the same kept SQLite file
const DAY = NOW.toISOString().slice(0, 10);
const log = (line: string) => console.log(`[bench:peak ${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const root = new URL('../../', import.meta.url).pathname;
const mix = JSON.parse(readFileSync(join(root, 'bench/peak/mix.json'), 'utf8')) as { sessions: { outlet: number; chain: number }; actions: Array<{ name: string; perSessionHour: number; kind: string }> };
const SESSIONS = mix.sessions.outlet + mix.sessions.chain;

interface Spread { p50: number; p95: number; p99: number; max: number }
interface LoopSecond { at: number; monoUs: number; p50: number; p99: number; max: number; elu: number; gcMs: number; gcMaxMs: number }
interface StepResult {
  multiple: number; seconds: number; http: number; cpu: number; loadCpu: number; machineCpu: number; load: number; within: boolean;
  window: [number, number]; locustLag: Spread; loop?: Array<{ pid: number; seconds: LoopSecond[] }>;
  actions: Record<string, { n: number; errors: number; p50: number; p95: number; p99: number }>;
  errors: Array<{ name: string; error: string; count: number }>;
}
interface PeakResult { alone: Record<string, number>; steps: StepResult[]; note: string; sessionsLoggedIn?: number; logins?: { n: number; errors: number; p50: number; p95: number } }

hookExit();
await ensureServerBuild(root); // the instances run dist-server/: rebuilt when older than the sources, as npm start does
const startedAt = performance.now();
const loadAtStart = load();
const kept = await scaledSqlite(size, () => NOW, log);
const folder = mkdtempSync(join(tmpdir(), 'bench-peak-'));
const work = join(folder, 'portal.db');
copyFileSync(kept.path, work); // the sessions' writes go to a copy, never to the kept file

// Who the sessions are: the managers of the scale outlets (then the demo outlets'), and KEDJA3 for the chain.
const sqlite = new Database(work, { readonly: true });
const lastDay = (sqlite.prepare('SELECT reporting_last_day FROM seed_calendar WHERE id = 1').pluck().get() as string | undefined) ?? addDays(DAY, -1);
// Outlets of the AGENCY segment only: a DIGITAL or TRACK outlet's menu hides the orders page (its 403 was the bench's error).
const managers = (sqlite.prepare(`SELECT u.username, a.agency_number AS agency, a.agency_type AS agencyType, a.revenue_segment AS revenueSegment
  FROM agencies a JOIN users u ON u.username = a.agency_number || '_MGR'
  WHERE u.locked = 0 ORDER BY length(a.agency_number) DESC, CAST(a.agency_number AS INTEGER)`).all() as Array<{ username: string; agency: string } & SegmentSource>)
  .filter((manager) => deriveSegment(manager) === 'AGENCY').map(({ username, agency }) => ({ username, agency }));
const chainOutlet = (sqlite.prepare(`SELECT agency_number FROM agencies WHERE retail_chain_id = 3 AND share_agency_report = 1 AND length(agency_number) = 5
  ORDER BY CAST(agency_number AS INTEGER) LIMIT 1`).pluck().get() as string | undefined);
sqlite.close();
if (chainOutlet === undefined) throw new Error('no outlet of chain 3 shares its reports');
const users = [
  ...Array.from({ length: mix.sessions.outlet }, (_, i) => ({ ...managers[i % managers.length]!, kind: 'outlet' })),
  ...Array.from({ length: mix.sessions.chain }, () => ({ username: 'KEDJA3', agency: chainOutlet, kind: 'chain' })),
];
// The shop form's payload as the SPA builds it from its definition (the same values on every save: the ETag still moves).
const shopInfo = buildFormPayload(formDefinition('shop-details'), {
  agencyPhone: '084112233', agencyEmail: 'butik@example.se', bettingManagerPhone: '+46701234501',
  weekdayOpening: '0700', weekdayClosing: '2200', satOpening: '0900', satClosing: '2000', sunOpening: '1000', sunClosing: '2400',
  visitingAddress: 'Drottninggatan 48', visitingPostalNumber: '111 21', visitingCity: 'Stockholm',
  invoiceRecipient: 'Kioskkompaniet i Sverige AB', invoiceAddress: 'Box 7013', invoicePostalNumber: '10386', invoiceCity: 'Stockholm', shareAgencyReport: true,
}, { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '1001', today: DAY });

/** Locust against `origin`, its CPU counted on `pids` (with their children); answers its result file. */
async function playPeak(store: string, origin: string, pids: number[]): Promise<PeakResult> {
  const resultFile = join(folder, `${store}.json`);
  const configFile = join(folder, `${store}-config.json`);
  writeFileSync(configFile, JSON.stringify({
    mix, origin, users, chainOutlet, from: addDays(lastDay, -30), to: lastDay, password: DEMO_PASSWORD, bodies: { shopInfo, orders: { articles: [{ articleNumber: '20010', quantity: 1 }] } },
    pids, resultFile, sessions: SESSIONS, multiples: MULTIPLES, allSteps: args['all-steps'] === true, seconds: SECONDS, minSamples: MIN_SAMPLES, maxSeconds: MAX_SECONDS, warmSeconds: 10, loginSeconds: SESSIONS / LOGINS_PER_SECOND + 120, aloneRuns: ALONE_RUNS,
  }));
  // Debian's Locust (python3-locust) with the system Python. The sessions start at LOGINS_PER_SECOND: at 20 a second the
  // logins' scrypt (N 16384) took both cores, and at 3,000 outlets 742 of 1,000 logins waited past 60 s (the first run).
  const locust = spawn('/usr/bin/python3', ['-m', 'locust', '-f', join(root, 'bench/peak/locustfile.py'), '--headless', '--only-summary', '--loglevel', 'WARNING',
    '-u', String(SESSIONS), '-r', String(LOGINS_PER_SECOND), '--host', origin, '--stop-timeout', '5'], { cwd: root, env: { ...process.env, PEAK_CONFIG: configFile }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  locust.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
  await new Promise((resolve) => locust.once('exit', resolve));
  let result: PeakResult;
  try {
    result = JSON.parse(readFileSync(resultFile, 'utf8')) as PeakResult;
  } catch {
    throw new Error(`Locust wrote no result on ${store}:\n${stderr}`);
  }
  // Each instance's event loop, the seconds of each measured step (loop-delay.mjs).
  const loops = pids.map((pid) => ({ pid, lines: (existsSync(join(folder, `loop-${pid}.jsonl`)) ? readFileSync(join(folder, `loop-${pid}.jsonl`), 'utf8').trim().split('\n') : []).map((line) => JSON.parse(line) as LoopSecond) }))
    .filter((loop) => loop.lines.length > 0);
  for (const step of result.steps) {
    step.loop = loops.map(({ pid, lines }) => ({ pid, seconds: lines.filter((l) => l.at > step.window[0] * 1000 && l.at <= step.window[1] * 1000) }));
  }
  // Beside the profiles: the steps' windows and loop seconds (monoUs) place a profile's samples in their step.
  if (args['cpu-prof'] !== undefined) writeFileSync(join(args['cpu-prof'], `${store}-result.json`), JSON.stringify(result));
  return result;
}

const pidOf = (instance: PortalInstance) => instance.pid!;
const results: Array<[string, PeakResult]> = [];
const stores = (args.only ?? 'postgres,sqlite').split(',');
try {
  if (stores.includes('postgres')) {
    if (!findHaproxy()) throw new Error('HAProxy is not installed');
    const copy = await keptPostgres(kept.path, log);
    const instances: PortalInstance[] = [];
    let balancer: Balancer | undefined;
    try {
      const [balancerPort, ...ports] = await Promise.all([0, 1, 2].map(() => freePort()));
      const env = sharedEnv(copy.url, join(folder, 'shared', 'signing-key'), `http://127.0.0.1:${balancerPort}`, DAY);
      for (const [index, port] of ports.entries()) {
        const id = `portal${index + 1}`;
        mkdirSync(join(folder, id));
        instances.push(startInstance(id, port!, { ...env, ...INSTANCE_NODE_OPTIONS, PEAK_LOOP_DIR: folder, PORT: String(port), INSTANCE_ID: id, DATABASE_PATH: join(folder, id, 'unused.db'), RENDITION_CACHE_DIR: join(folder, id, 'renditions') }, folder, CPU_PROF));
      }
      await instances[0]!.start(180_000); // the first creates the signing key file; then the second follows it
      await instances[1]!.start(180_000);
      // Production's health checks (deploy/haproxy.cfg: every 2 s, 2 s timeout), not test:fleet's 300 ms ones made for
      // fast failover tests: under the peak on 2 shared cores those timed out and took both instances out of rotation.
      balancer = await startHaproxy({ port: balancerPort!, socket: join(folder, 'haproxy.sock'), instances: instances.map((i) => `127.0.0.1:${i.port}`), log, checks: 'deploy',
        track: (child) => process.once('exit', () => child.kill('SIGKILL')) });
      await balancer.waitFor(instances.map((i) => i.id), 'UP', 15_000);
      const postmaster = Number(readFileSync(join(copy.cluster.folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      log(`PostgreSQL fleet ready (${copy.rows.toLocaleString('en-US')} rows); Locust: ${SESSIONS} sessions`);
      results.push(['PostgreSQL, 2 instances, HAProxy', await playPeak('postgres', balancer.url, [...instances.map(pidOf), balancer.process.pid!, postmaster])]);
    } finally {
      await balancer?.stop();
      for (const instance of instances) await endInstance(instance);
      copy.cluster.stop();
    }
  }
  if (stores.includes('sqlite')) {
    const port = await freePort();
    const env = sharedEnv('', join(folder, 'sqlite-key', 'signing-key'), `http://127.0.0.1:${port}`, DAY);
    delete env['DATABASE_URL'];
    mkdirSync(join(folder, 'sqlite'));
    const instance = startInstance('sqlite', port, { ...env, ...INSTANCE_NODE_OPTIONS, PEAK_LOOP_DIR: folder, PORT: String(port), INSTANCE_ID: 'sqlite', DATABASE_PATH: work, RENDITION_CACHE_DIR: join(folder, 'sqlite', 'renditions') }, folder, CPU_PROF);
    try {
      await instance.start(180_000);
      log(`SQLite instance ready; Locust: ${SESSIONS} sessions`);
      results.push(['SQLite, 1 instance', await playPeak('sqlite', instance.url, [pidOf(instance)])]);
    } finally {
      await endInstance(instance);
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

// Below 10 ms one decimal: a light GET's p95 and its 3 × p50 alone are a few ms apart.
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(value < 10 ? 1 : 0));
for (const [store, result] of results) {
  console.log(`\n## ${store}: ${size.agencies} outlets, ${size.years} year(s); ${SESSIONS} sessions (${result.sessionsLoggedIn ?? 0} logged in), each step ${SECONDS}–${MAX_SECONDS} s (until every outlet action has ${MIN_SAMPLES} samples) after 10 s of warm-up`);
  if (result.note) console.log(`!! ${result.note}`);
  if (result.logins !== undefined) console.log(`logins while the sessions started: ${result.logins.n}, ${result.logins.errors} refused or failed (p50 ${ms(result.logins.p50)} ms, p95 ${ms(result.logins.p95)} ms)`);
  const head = ['action', 'p50 alone', ...result.steps.flatMap((s) => [`${s.multiple}× n`, 'p50', 'p95', 'p99', 'errors'])];
  const names = mix.actions.map((a) => a.name);
  const body = names.map((name) => [name, ms(result.alone[name]), ...result.steps.flatMap((s) => {
    const a = s.actions[name];
    const slow = a !== undefined && a.p95 > 3 * (result.alone[name] ?? 0);
    return a === undefined ? ['0', '-', '-', '-', '-'] : [String(a.n), ms(a.p50), `${ms(a.p95)}${slow ? '!' : ''}`, ms(a.p99), String(a.errors)];
  })]);
  printTable(head, body);
  for (const step of result.steps) {
    console.log(`${step.multiple}× (${step.seconds.toFixed(0)} s): ${(step.http / step.seconds).toFixed(0)} HTTP req/s, ${(Object.entries(step.actions).filter(([n]) => n.startsWith('ladda ner')).reduce((sum, [, a]) => sum + a.n, 0) / step.seconds).toFixed(2)} reports/s; `
      + `portal-side CPU ${(step.cpu * 1000 / Math.max(1, step.http)).toFixed(1)} s per 1,000 requests (${(step.cpu / step.seconds * 100).toFixed(0)}% of a core), Locust ${(step.loadCpu / step.seconds * 100).toFixed(0)}% of a core, the machine ${(step.machineCpu / step.seconds / availableParallelism() * 100).toFixed(0)}% busy (${availableParallelism()} cores); `
      + `load average ${step.load.toFixed(1)}; ${step.within ? 'within' : 'NOT within'} (p95 ≤ 3 × p50 alone, 0 errors); worst p95 ÷ p50 alone ${worstRatio(result.alone, step)}`);
    console.log(`   Locust's own delay (a 5 ms sleep woken late): p50 ${step.locustLag.p50}, p95 ${step.locustLag.p95}, max ${step.locustLag.max} ms`);
    for (const { pid, seconds } of step.loop ?? []) {
      const worst = (key: keyof LoopSecond) => Math.max(0, ...seconds.map((s) => s[key]));
      const mean = (key: keyof LoopSecond) => seconds.reduce((sum, s) => sum + s[key], 0) / Math.max(1, seconds.length);
      console.log(`   instance ${pid}'s event loop: delay p50 ${mean('p50').toFixed(1)} ms (mean of seconds), p99 ${mean('p99').toFixed(1)} (worst second ${worst('p99')}), longest ${worst('max')} ms; `
        + `busy ${(mean('elu') * 100).toFixed(0)}%; GC ${mean('gcMs').toFixed(0)} ms a second (longest pause ${worst('gcMaxMs')} ms)`);
    }
    for (const error of step.errors.slice(0, 5)) console.log(`   error ×${error.count}: ${error.name}: ${error.error}`);
  }
  const passed = result.steps.filter((s) => s.within);
  // The multiple before the first failed step (--all-steps plays on past it: a later pass does not count).
  const firstFailed = result.steps.findIndex((s) => !s.within);
  const headroom = firstFailed === -1 ? (passed.at(-1)?.multiple ?? 0) : firstFailed === 0 ? 0 : result.steps[firstFailed - 1]!.multiple;
  const firstStep = result.steps[0];
  const zeroAtOne = firstStep !== undefined && firstStep.errors.length === 0 && Object.values(firstStep.actions).every((a) => a.errors === 0);
  const lastTried = result.steps.at(-1)?.multiple;
  // Sessions still logging in during the steps retry their login as their next action: the steps then measure a
  // login storm (scrypt, ~50 ms of CPU each), not the declared mix (29 November: 508 of 1,000 on SQLite).
  const storm = (result.sessionsLoggedIn ?? 0) < SESSIONS ? ` (NOT the declared mix: ${SESSIONS - (result.sessionsLoggedIn ?? 0)} sessions were still logging in)` : '';
  console.log(`headroom: ${headroom}×${passed.length === result.steps.length && lastTried === MULTIPLES.at(-1) ? ' (the highest step tried)' : ''}${storm}; goal ≥ 4×: ${headroom >= 4 && storm === '' ? 'met' : 'NOT met'}; 0 errors at 1×: ${zeroAtOne ? 'met' : 'NOT met'}`);
}
console.log(`\nbench:peak: ${((performance.now() - startedAt) / 1000).toFixed(0)} s; load average ${loadAtStart} at the start, ${load()} at the end; ${execFileSync('nproc', { encoding: 'utf8' }).trim()} CPUs`);

/** The step's highest p95 ÷ p50 alone, with its action. */
function worstRatio(alone: Record<string, number>, step: StepResult): string {
  const [name, ratio] = Object.entries(step.actions).map(([n, a]) => [n, a.p95 / (alone[n] ?? Infinity)] as const).sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  return `${ratio.toFixed(1)} (${name})`;
}

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
process.exit(0);
