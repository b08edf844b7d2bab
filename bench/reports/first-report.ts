// The first report of a freshly started portal against warm ones (issue 38 §4: the first PDF of a session took
// 6.6–7.6 s, later ones 0.2–1.2 s). The real start path (the compiled server with the environment production gets, on a
// new SQLite file it migrates and seeds), one user logged in over HTTP, then EKORDF01 as PDF downloaded over HTTP:
// the first one timed, then the warm ones. Goal: first ÷ warm median ≤ 1.5. One first report is one sample, so the
// portal is started ROUNDS times (on the same file: only the first start seeds) and the median round is the figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';
import { login, V2 } from '../../scripts/fleet/portal-client';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../../scripts/prerequisites.mjs';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS } from '../../scripts/server-build.mjs';
// @ts-expect-error plain ES module script without types
import { SERVER_ENV } from '../../scripts/server-env.mjs';

export const FIRST_REPORT_GOAL = 1.5;
const ROUNDS = 5;
const WARM_RUNS = 15;
/** The seed's day: its report data ends the day before, so October 2026 is all there (as in the inject table). */
const SEED_DAY = '2026-11-02';

/** One fresh start: how long until it listened, its first report, the median of the warm ones after it. */
export interface FirstReportRound {
  startMs: number;
  firstMs: number;
  warmMedianMs: number;
  ratio: number;
  /** The server process's CPU (all its threads, /proc, 10 ms ticks) for the first report ÷ a warm one's median: cold work, without the machine's load. */
  cpuRatio: number;
}

/** CPU ms a process has used (Linux /proc; NaN elsewhere). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

/** ROUNDS fresh starts, in order, and the round of the median ratio. */
export async function measureFirstReport(): Promise<{ rounds: FirstReportRound[]; median: FirstReportRound }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-first-report-'));
  await ensureServerBuild(new URL('../..', import.meta.url).pathname);
  try {
    const rounds: FirstReportRound[] = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await oneRound(join(dir, 'portal.db'), join(dir, 'no-dist')));
    return { rounds, median: [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function oneRound(databasePath: string, staticDir: string): Promise<FirstReportRound> {
  const root = new URL('../..', import.meta.url).pathname;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, COMPILED_SERVER_ARGS as string[], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(SERVER_ENV as Record<string, string>), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      DATABASE_PATH: databasePath, STATIC_DIR: staticDir, PORTAL_FIXED_DATE: SEED_DAY },
  });
  try {
    // server.ts prints this line once it listens (after its render workers have warmed up).
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => { if (chunk.toString().includes('körs på')) resolve(); });
      server.once('exit', (code) => reject(new Error(`the portal exited (${code}) before it listened`)));
    });
    const startMs = performance.now() - started;
    const session = await login(base, '1001_MGR', { origin: base });
    const body = JSON.stringify({
      type: 'agency', byPassCache: 'true',
      parameterNameValues: { listOfParamNameValues: Object.entries({ P_FOM: '2026-10-01', P_TOM: '2026-10-31', P_OMBUDNR: '1001', formatType: 'pdf' }).map(([name, value]) => ({ name, values: [value] })) },
    });
    const cpu: number[] = [];
    const download = async (): Promise<number> => {
      const at = performance.now();
      const cpuAt = cpuMsOf(server.pid);
      const answer = await fetch(`${base}${V2}/agencies/1001/reports/${reportUrlCode('EKORDF01', 'pdf')}`, {
        method: 'POST', headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' }, body,
      });
      const bytes = await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`EKORDF01: ${answer.status} ${Buffer.from(bytes).toString()}`);
      cpu.push(cpuMsOf(server.pid) - cpuAt);
      return performance.now() - at;
    };
    const firstMs = await download();
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) warm.push(await download());
    const warmMedianMs = median(warm);
    return { startMs, firstMs, warmMedianMs, ratio: firstMs / warmMedianMs, cpuRatio: cpu[0]! / Math.max(10, median(cpu.slice(1))) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => { if (server.exitCode !== null) resolve(null); else server.once('exit', resolve); });
  }
}
