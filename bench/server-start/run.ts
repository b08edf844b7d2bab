// The compiled server against TypeScript through tsx (issue 38 §1, docs/decisions/compiled-server.md): time from spawn
// to the first 200 on /health/ready (render workers warm), the process's CPU by then, and its resident memory at that
// moment and after 200 requests (one login, then /me). Alternated ROUNDS times on one seeded SQLite file, so both see
// the same machine in the same minutes. `npx tsx bench/server-start/run.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, me } from '../../scripts/fleet/portal-client';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../../scripts/prerequisites.mjs';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS } from '../../scripts/server-build.mjs';
// @ts-expect-error plain ES module script without types
import { SERVER_ENV } from '../../scripts/server-env.mjs';

const ROUNDS = 3;
const REQUESTS = 200;
const root = new URL('../..', import.meta.url).pathname;
const WAYS = {
  tsx: ['--import', 'tsx', 'server/server.ts'], // how npm start ran it before
  compiled: COMPILED_SERVER_ARGS as string[],
} as const;

interface Sample { way: keyof typeof WAYS; readyMs: number; cpuMs: number; rssStartMb: number; rssAfterMb: number }

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
/** User + system CPU of the process (its worker threads included), from /proc/<pid>/stat. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (100 Hz on Linux)
};

async function once(way: keyof typeof WAYS, databasePath: string): Promise<Sample> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, [...WAYS[way]], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...(SERVER_ENV as Record<string, string>), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      DATABASE_PATH: databasePath, STATIC_DIR: join(root, 'dist'), PUBLIC_ORIGIN: base, NODE_ENV: 'production' },
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`${way}: the server exited (${server.exitCode})`);
      const status = await fetch(`${base}/health/ready`).then((answer) => answer.status, () => 0);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    const pid = server.pid!;
    const sample = { way, readyMs, cpuMs: cpuMs(pid), rssStartMb: rssMb(pid) };
    const session = await login(base, '1001_MGR', { origin: base });
    for (let i = 0; i < REQUESTS - 1; i += 1) if ((await me(base, session)).status !== 200) throw new Error(`${way}: /me failed`);
    return { ...sample, rssAfterMb: rssMb(pid) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => { if (server.exitCode !== null) resolve(null); else server.once('exit', resolve); });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-server-start-'));
try {
  await ensureServerBuild(root);
  const databasePath = join(dir, 'portal.db');
  await once('compiled', databasePath); // migrates and seeds the file; not counted
  const samples: Sample[] = [];
  for (let i = 0; i < ROUNDS; i += 1) for (const way of Object.keys(WAYS) as (keyof typeof WAYS)[]) samples.push(await once(way, databasePath));
  for (const s of samples) {
    console.log(`${s.way.padEnd(8)} ready ${s.readyMs.toFixed(0).padStart(5)} ms  cpu ${s.cpuMs.toFixed(0).padStart(5)} ms  rss start ${s.rssStartMb.toFixed(0)} MB  after ${REQUESTS} requests ${s.rssAfterMb.toFixed(0)} MB`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
