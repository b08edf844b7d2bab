// `npm run bench:reports`: server time to produce a report file through the HTTP layer (inject), median and p95 of 30
// runs after 5 warm-ups, and the file size. Target: under 300 ms each. Prints a table; then the first report of a
// freshly started portal against warm ones (bench/reports/first-report.ts), goal ≤ 1.5. Exits 0.
import { buildBenchApp } from './bench-app';
import { FIRST_REPORT_GOAL, measureFirstReport } from './first-report';
import { reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';

const RUNS = 30;
const WARM_UP = 5;
const TARGET_MS = 300;

const quantile = (samples: number[], q: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? Number.NaN;

interface Case {
  name: string;
  code: string;
  params: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'EKORDF01, 31 days (1–31 Oct)', code: 'EKORDF01', params: { P_FOM: '2026-10-01', P_TOM: '2026-10-31' } },
  { name: 'EKORTL01, one day, all terminals', code: 'EKORTL01', params: { P_DATUM: '2026-10-31', P_TERMINAL: 'Alla', P_TERMINALID: 'ALLA' } },
];

const bench = await buildBenchApp();
const token = await bench.tokenFor('1001_MGR');
const rows: string[][] = [];
for (const c of CASES) {
  for (const format of ['pdf', 'xlsx'] as const) {
    const payload = {
      type: 'agency', byPassCache: 'true',
      parameterNameValues: { listOfParamNameValues: Object.entries({ ...c.params, P_OMBUDNR: '1001', formatType: format }).map(([name, v]) => ({ name, values: [v] })) },
    };
    const url = `/api/api-retail/v2/agencies/1001/reports/${reportUrlCode(c.code, format)}`;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARM_UP + RUNS; i += 1) {
      const started = performance.now();
      const response = await bench.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      bytes = response.rawPayload.length;
      if (i >= WARM_UP) times.push(ms);
    }
    const p95 = quantile(times, 0.95);
    rows.push([c.name, format, quantile(times, 0.5).toFixed(1), p95.toFixed(1), (bytes / 1024).toFixed(1), p95 < TARGET_MS ? 'ok' : 'OVER']);
  }
}
await bench.close();

const head = ['report', 'format', 'median ms', 'p95 ms', 'size KiB', `p95 < ${TARGET_MS} ms`];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
console.log(`Report server: ${RUNS} runs after ${WARM_UP} warm-ups each (inject, seeded demo data; seeding took ${bench.seedMs.toFixed(0)} ms)\n`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));

const first = await measureFirstReport();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(`\nFirst report of a freshly started portal (EKORDF01 PDF over HTTP; ${first.rounds.length} starts, the first seeding its database):`);
for (const r of first.rounds) console.log(`  start ${seconds(r.startMs)} s: first ${r.firstMs.toFixed(0)} ms, warm median ${r.warmMedianMs.toFixed(0)} ms, ratio ${r.ratio.toFixed(2)}; server CPU first ÷ warm ${r.cpuRatio.toFixed(2)}`);
const { ratio } = first.median;
console.log(`first report ÷ warm report (median start) ${ratio.toFixed(2)}; goal ≤ ${FIRST_REPORT_GOAL}: ${ratio <= FIRST_REPORT_GOAL ? 'met' : 'NOT met'}`);
