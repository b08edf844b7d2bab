// Memory probe (issue 9 finding 11, docs/security.md): does the server leak under a fuzz run? The portal runs in a child
// (`node --expose-gc`, real clock) and is driven by two identical fuzz rounds; after each, and after an idle pause, it
// is measured after a forced GC and a heap snapshot is written. A leak grows again in round 2; a warm-up does not.
// Bounded in time: `npx tsx bench/load/memory.ts [seconds per round, default 60] [idle seconds, default 60]`.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const ROUND_S = Number(process.argv[2] ?? 60);
const IDLE_S = Number(process.argv[3] ?? 60);
const KEEP = process.env['KEEP_SNAPSHOTS'] === '1';
const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'portal-memory-'));

const server: ChildProcess = fork(`${root}bench/load/serve.ts`, [], {
  cwd: root, execArgv: ['--expose-gc', '--import', 'tsx'], env: { ...process.env, BENCH_CLOCK: 'real' }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const first = await new Promise<string>((resolve, reject) => {
  if (server.stdout === null) throw new Error('no stdout');
  createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`memory probe server exited (${code})`)));
});
const { portal, seller, manager } = JSON.parse(first) as { portal: string; seller: string; manager: string };

interface Memory { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number }
const measure = (snapshot?: string, gc = true) => new Promise<Memory>((resolve) => {
  server.once('message', (answer: { memory: Memory }) => resolve(answer.memory));
  server.send({ gc, ...(snapshot === undefined ? {} : { snapshot }) });
});

// --- the fuzz: what an attacker and busy users send, each request drawn at random ---
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const word = () => Math.random().toString(36).slice(2, 2 + 1 + Math.floor(Math.random() * 10));
const PROTO = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const V2 = '/api/api-retail/v2';
const json = { 'content-type': 'application/json' };
type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };
const IMAGES = (): Req => ({ method: 'GET', path: `/content-assets/bild-trotting-0/trotting-0.jpg?w=${16 + Math.floor(Math.random() * 64)}&fm=${pick(['jpg', 'png', 'webp'])}` });
const ALL: (() => Req)[] = [
  () => ({ method: 'GET', path: `${V2}/agencies/1001/info`, headers: { authorization: `Bearer ${seller}` } }),
  () => ({ method: 'GET', path: `${V2}/me`, headers: { authorization: `Bearer ${pick([seller, manager])}` } }),
  () => ({ method: 'GET', path: `${V2}/${word()}/${word()}`, headers: { authorization: `Bearer ${word()}.${word()}.${word()}` } }),
  () => ({ method: 'GET', path: `${V2}/agencies/${Math.floor(Math.random() * 1e6)}/info`, headers: { authorization: `Bearer ${seller}` } }),
  () => ({ method: 'PUT', path: `${V2}/agencies/1001/info`, headers: { ...json, authorization: `Bearer ${manager}`, 'if-match': `"${word()}"` },
    body: JSON.stringify({ [pick(PROTO)]: { a: word() }, [word()]: word() }) }),
  () => ({ method: 'POST', path: `${V2}/agencies/1001/reports/${pick(['EKORDF01', 'EKORBF01', word()])}`, headers: { ...json, authorization: `Bearer ${manager}` },
    body: JSON.stringify({ type: 'agency', formatType: 'json', parameterNameValues: { listOfParamNameValues: Array.from({ length: Math.floor(Math.random() * 200) }, () => ({ name: word(), values: [word()] })) } }) }),
  () => ({ method: 'POST', path: '/oauth/v2/authorize', headers: json,
    body: JSON.stringify({ client_id: pick(['portal-haapi', word()]), response_type: 'code', redirect_uri: `http://localhost/${word()}`, code_challenge: word().padEnd(43, 'x'), code_challenge_method: 'S256', state: word() }) }),
  () => ({ method: 'POST', path: `/oauth/v2/authenticate/${word()}`, headers: json, body: JSON.stringify({ userName: `${word()}_MGR`, password: word() }) }),
  () => ({ method: 'POST', path: '/log', headers: json, body: JSON.stringify({ level: 'error', message: word().repeat(20), context: { [word()]: word() } }) }),
  () => ({ method: 'POST', path: '/api/api-retail/v1/contentful/data', headers: { ...json, authorization: `Bearer ${seller}` },
    body: JSON.stringify({ contentType: pick(['news', 'page', 'hero', word()]), include: Math.floor(Math.random() * 4), limit: 10, [`fields.${word()}[match]`]: word() }) }),
  IMAGES,
  () => ({ method: 'GET', path: `/webmail?ticket=${word()}.${word()}.${word()}` }),
  () => ({ method: 'GET', path: `/${word()}/${word()}?${word()}=${word()}` }),
];

// FUZZ_IMAGES=0 leaves out the image renditions, =only sends nothing else (to tell sharp's native memory apart).
const generators = process.env['FUZZ_IMAGES'] === '0' ? ALL.filter((g) => g !== IMAGES) : process.env['FUZZ_IMAGES'] === 'only' ? [IMAGES] : ALL;

const statuses = new Map<string, number>();
async function fuzz(seconds: number): Promise<number> {
  const result = await autocannon({
    url: portal, connections: 10, duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...pick(generators)() }) }],
  });
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses.set(code, (statuses.get(code) ?? 0) + count.count);
  return result.requests.total;
}

// --- heap snapshot comparison: objects by constructor, count and shallow size ---
type Summary = Map<string, { count: number; size: number }>;
function summarise(path: string): Summary {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const [typeNames] = snapshot.snapshot.meta.node_types;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const summary: Summary = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt] ?? 0] ?? '?';
    const name = type === 'object' || type === 'closure' || type === 'native' ? snapshot.strings[snapshot.nodes[i + nameAt] ?? 0] ?? '?' : `(${type})`;
    const entry = summary.get(name) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += snapshot.nodes[i + sizeAt] ?? 0;
    summary.set(name, entry);
  }
  return summary;
}
function growth(from: Summary, to: Summary, top = 12): string[] {
  return [...to.entries()]
    .map(([name, { count, size }]) => ({ name, count: count - (from.get(name)?.count ?? 0), size: size - (from.get(name)?.size ?? 0) }))
    .sort((a, b) => b.size - a.size).slice(0, top)
    .map(({ name, count, size }) => `  ${name.slice(0, 48).padEnd(48)} ${(size / 1024).toFixed(0).padStart(8)} KB ${String(count).padStart(8)} objects`);
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
