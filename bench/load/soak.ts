// `npm run bench:soak` (issue 23 item 8, docs/security.md "Memory (finding 11)"): the portal's resident memory over
// 100,000 mixed requests after a warm-up of 20,000, against the goal of growing less than 10 %. The portal runs in a
// child on the real clock, started with the environment production's start path gives it (scripts/server-env.mjs),
// logging at info; the mix is the memory probe's fuzz plus winners-list downloads (bench/load/fuzz-mix.ts). RSS is
// read without a forced GC, as a process monitor sees it; the JS heap is compared after a forced GC (SOAK_SNAPSHOTS=1
// also compares heap snapshots by constructor; writing them raises the RSS itself). Bounded: stops after SOAK_MAX_SECONDS (default 240) of soak. `SOAK_ENV='{"MALLOC_ARENA_MAX":""}'`
// overrides the server's environment (to compare).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error plain ES module script without types
import { SERVER_ENV as serverEnv } from '../../scripts/server-env.mjs';
import { startBenchServer } from './bench-server';
import { drawnFrom, fuzzMix } from './fuzz-mix';
import { growth, summarise } from './heap-summary';

const WARM_UP = 20_000;
const SOAK = 100_000;
const CHUNK = 10_000;
const SNAPSHOTS = process.env['SOAK_SNAPSHOTS'] === '1';
const MAX_SECONDS = Number(process.env['SOAK_MAX_SECONDS'] ?? 240);
const SERVER_ENV = serverEnv as Record<string, string>;
const env = { ...SERVER_ENV, BENCH_CLOCK: 'real', ...JSON.parse(process.env['SOAK_ENV'] ?? '{}') as Record<string, string> };
const dir = mkdtempSync(join(tmpdir(), 'portal-soak-'));

const { child: server, portal, seller, manager } = await startBenchServer(['--expose-gc'], env);
interface Memory { rss: number; heapUsed: number; heapTotal: number; external: number }
const measure = (gc: boolean, snapshot?: string) => new Promise<Memory>((resolve) => {
  server.once('message', (answer: { memory: Memory }) => resolve(answer.memory));
  server.send({ gc, ...(snapshot === undefined ? {} : { snapshot }) });
});
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const statuses = new Map<string, number>();
const lines: string[] = [];
let verdictLine = '';
try {
  const archive = await fetch(`${portal}/api/api-retail/v2/winnerslist/archive`, { headers: { authorization: `Bearer ${seller}` } });
  const { winnersList } = await archive.json() as { winnersList: { entries: { fileId: string }[] }[] };
  const mix = fuzzMix(seller, manager, winnersList.flatMap((group) => group.entries.map((entry) => entry.fileId)));
  const send = async (amount: number) => {
    const result = await autocannon({ url: portal, connections: 10, amount, requests: [drawnFrom(mix.all)] });
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses.set(code, (statuses.get(code) ?? 0) + count);
    return result.requests.total;
  };

  await send(WARM_UP);
  const start = await measure(false);
  // A heap snapshot allocates much native memory of its own (it would raise the RSS under test): only with SOAK_SNAPSHOTS=1.
  const startHeap = await measure(true, SNAPSHOTS ? join(dir, 'start.heapsnapshot') : undefined);
  lines.push(`after the warm-up (${WARM_UP.toLocaleString('en')} requests): RSS ${mb(start.rss)} MB`);
  const started = performance.now();
  let sent = 0;
  let last = start;
  while (sent < SOAK && (performance.now() - started) / 1000 < MAX_SECONDS) {
    const amount = Math.max(Math.min(CHUNK, SOAK - sent), 100);
    await send(amount);
    sent += amount;
    last = await measure(false);
    lines.push(`  ${sent.toLocaleString('en').padStart(7)} requests: RSS ${mb(last.rss)} MB, heap used ${mb(last.heapUsed)} MB, external ${mb(last.external)} MB`);
  }
  const end = await measure(true, SNAPSHOTS ? join(dir, 'end.heapsnapshot') : undefined);
  const seconds = (performance.now() - started) / 1000;
  const grown = (last.rss - start.rss) / start.rss;
  lines.push(`JS heap used after a forced GC: ${mb(startHeap.heapUsed)} MB after the warm-up, ${mb(end.heapUsed)} MB at the end`);
  if (SNAPSHOTS) {
    lines.push('heap growth warm-up → end (by constructor, shallow size):');
    lines.push(...growth(summarise(join(dir, 'start.heapsnapshot')), summarise(join(dir, 'end.heapsnapshot')), 8));
  }
  lines.push(`status codes: ${[...statuses.entries()].sort().map(([code, n]) => `${code}×${n}`).join(' ')}`);
  lines.push(`server environment: ${Object.entries(env).filter(([name]) => name !== 'BENCH_CLOCK').map(([name, value]) => `${name}=${value}`).join(' ') || '(as the shell)'}`);
  const complete = sent >= SOAK ? '' : ` (only ${sent.toLocaleString('en')} of ${SOAK.toLocaleString('en')} requests in the ${MAX_SECONDS} s bound)`;
  verdictLine = `RSS growth over ${sent.toLocaleString('en')} mixed requests after the warm-up: ${mb(start.rss)} → ${mb(last.rss)} MB, `
    + `${(grown * 100).toFixed(1)} % in ${seconds.toFixed(0)} s; goal < 10 %: ${grown < 0.1 && sent >= SOAK ? 'met' : 'NOT met'}${complete}`;
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
console.log(lines.join('\n'));
console.log(verdictLine);
