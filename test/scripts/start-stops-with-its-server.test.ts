// Issue 23, item 17: stopping `npm start` by its process id left the server running (npm's SIGTERM reached only the
// shell between npm and scripts/start.mjs). A process manager stops the portal with SIGTERM or SIGINT to the pid it
// started: npm, the start script and the server all exit. Waits on events (the server's start line, exits), not sleeps.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const started: { child: ChildProcess; serverPid?: number }[] = [];
// One database for both starts: the second finds it seeded and starts in a fraction of the time.
const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    }).on('error', fail);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm start -- --server-only` on a temp database; resolves with the server's pid once it listens. */
async function npmStart(port: number) {
  const child = spawn('npm', ['start', '--silent', '--', '--server-only'], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_PATH: join(dir, 'portal.db'), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'development' },
  });
  const entry: (typeof started)[number] = { child };
  started.push(entry);
  let output = '';
  await new Promise<void>((done, fail) => {
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      entry.serverPid ??= Number(/"pid":(\d+)/.exec(output)?.[1]) || undefined;
      if (entry.serverPid && output.includes('Ombudsportalen körs på')) done();
    });
    child.on('exit', (code) => fail(new Error(`npm start ended before the server listened (exit ${code}):\n${output}`)));
  });
  return { child, serverPid: entry.serverPid! };
}

const exited = (child: ChildProcess) => new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
  if (child.exitCode !== null || child.signalCode !== null) done({ code: child.exitCode, signal: child.signalCode });
  else child.on('exit', (code, signal) => done({ code, signal }));
});

const refused = (port: number) => new Promise<boolean>((done) => {
  const socket = connect(port, '127.0.0.1');
  socket.on('connect', () => { socket.destroy(); done(false); });
  socket.on('error', () => done(true));
});

afterEach(() => {
  for (const { child, serverPid } of started.splice(0)) {
    if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL'); // a failed run leaves nothing behind
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start stops with its server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s to npm’s pid: npm, the start script and the server exit, the port is free', async (signal) => {
    const port = await freePort();
    const { child, serverPid } = await npmStart(port);
    expect(alive(serverPid)).toBe(true);
    child.kill(signal);
    const exit = await exited(child);
    expect(alive(serverPid), 'the server outlived npm').toBe(false);
    expect(await refused(port)).toBe(true);
    expect(exit.code, 'the server shut down cleanly (exit 0)').toBe(0);
  }, 120_000);
});
