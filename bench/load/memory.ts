// Memory probe (issue 9 finding 11, docs/security.md): does the server leak under a fuzz run? The portal runs in a child
// (`node --expose-gc`, real clock) and is driven by two identical fuzz rounds; after each, and after an idle pause, it
// is measured after a forced GC and a heap snapshot is written. A leak grows again in round 2; a warm-up does not.
// Bounded in time: `npx tsx bench/load/memory.ts [seconds per round, default 60] [idle seconds, default 60]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';
import { drawnFrom, fuzzMix } from './fuzz-mix';
import { growth, summarise } from './heap-summary';

const ROUND_S = Number(process.argv[2] ?? 60);
const IDLE_S = Number(process.argv[3] ?? 60);
const KEEP = process.env['KEEP_SNAPSHOTS'] === '1';
const dir = mkdtempSync(join(tmpdir(), 'portal-memory-'));

const { child: server, portal, seller, manager } = await startBenchServer(['--expose-gc'], { BENCH_CLOCK: 'real' });

interface Memory { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number }
const measure = (snapshot?: string, gc = true) => new Promise<Memory>((resolve) => {
  server.once('message', (answer: { memory: Memory }) => resolve(answer.memory));
  server.send({ gc, ...(snapshot === undefined ? {} : { snapshot }) });
});

// FUZZ_IMAGES=0 leaves out the image renditions, =only sends nothing else (to tell sharp's native memory apart).
const mix = fuzzMix(seller, manager);
const generators = process.env['FUZZ_IMAGES'] === '0' ? mix.all.filter((g) => !mix.images.includes(g)) : process.env['FUZZ_IMAGES'] === 'only' ? mix.images : mix.all;

const statuses = new Map<string, number>();
async function fuzz(seconds: number): Promise<number> {
  const result = await autocannon({
    url: portal, connections: 10, duration: seconds,
    requests: [drawnFrom(generators)],
  });
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses.set(code, (statuses.get(code) ?? 0) + count.count);
  return result.requests.total;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const rows: [string, Memory, number][] = [];
try {
  rows.push(['started', await measure(), 0]);
  const warm = await fuzz(10);
  rows.push(['after a 10 s warm-up, GC (baseline)', await measure(join(dir, 'baseline.heapsnapshot')), warm]);
  const one = await fuzz(ROUND_S);
  rows.push([`after round 1 (${ROUND_S} s), no GC`, await measure(undefined, false), one]);
  rows.push(['after round 1, GC', await measure(join(dir, 'round1.heapsnapshot')), 0]);
  const two = await fuzz(ROUND_S);
  rows.push([`after round 2 (${ROUND_S} s), GC`, await measure(join(dir, 'round2.heapsnapshot')), two]);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  rows.push([`after ${IDLE_S} s idle, GC`, await measure(join(dir, 'idle.heapsnapshot')), 0]);
} finally {
  server.kill('SIGTERM');
}

console.log(`${'moment'.padEnd(36)} ${'requests'.padStart(8)} ${'rss'.padStart(7)} ${'heap used'.padStart(9)} ${'heap total'.padStart(10)} ${'external'.padStart(8)} (MB)`);
for (const [name, m, requests] of rows) {
  console.log(`${name.padEnd(36)} ${String(requests || '').padStart(8)} ${mb(m.rss).padStart(7)} ${mb(m.heapUsed).padStart(9)} ${mb(m.heapTotal).padStart(10)} ${mb(m.external).padStart(8)}`);
}
console.log(`status codes: ${[...statuses.entries()].sort().map(([code, n]) => `${code}×${n}`).join(' ')}`);
const [baseline, round1, round2, idle] = ['baseline', 'round1', 'round2', 'idle'].map((name) => summarise(join(dir, `${name}.heapsnapshot`)));
console.log('heap growth baseline → round 1 (by constructor, shallow size):');
console.log(growth(baseline!, round1!).join('\n'));
console.log('heap growth round 1 → round 2:');
console.log(growth(round1!, round2!).join('\n'));
console.log('heap growth round 1 → idle:');
console.log(growth(round1!, idle!).join('\n'));
if (KEEP) console.log(`snapshots kept in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
