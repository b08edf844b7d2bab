// A throw-away PostgreSQL cluster for the tests and the schemas check: initdb in a temp folder, a server on a free loopback port with a random
// password, one database, and everything stopped and deleted on stop() or when the process exits or is signalled.
// PostgreSQL refuses to run as root: as root the folder is given to the `postgres` user and the binaries run as it.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/** Why the PostgreSQL suites cannot start a cluster here, and how to install it. */
export const POSTGRES_MISSING =
  'PostgreSQL is not installed (initdb and pg_ctl not found on PATH, in /usr/lib/postgresql/*/bin or /usr/local/bin). ' +
  'Install it with `apt-get install -y postgresql` (Debian/Ubuntu), or set TEST_DATABASE_URL=postgres://… to an empty database.';

/** A running cluster: the database's URL, and stop() that ends the server and deletes its folder. */
export interface PostgresCluster {
  url: string;
  folder: string;
  stop(): void;
  /** Stops the server and keeps its data (a fast shutdown: sessions are ended, as in a database restart). */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port. */
  resume(): Promise<void>;
}

const PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's newest version, then /usr/local/bin. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...debian, '/usr/local/bin'];
  return candidates.find((dir) => PROGRAMS.every((program) => existsSync(join(dir, program))));
}

/** A free TCP port on the loopback interface (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root; throws with its output on failure. */
function runProgram(bin: string, program: string, args: string[], asUser: string | undefined): void {
  const [cmd, argv] = asUser ? ['runuser', ['-u', asUser, '--', join(bin, program), ...args]] : [join(bin, program), args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${program} failed (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr || result.stdout}`);
}

/** runProgram without blocking the event loop (a harness keeps measuring while the server stops or starts). */
function runProgramAsync(bin: string, program: string, args: string[], asUser: string | undefined): Promise<void> {
  const [cmd, argv] = asUser ? ['runuser', ['-u', asUser, '--', join(bin, program), ...args]] : [join(bin, program), args];
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${program} failed (${error.message}): ${stderr || stdout}`));
      else resolve();
    });
  });
}

const live = new Set<PostgresCluster>();
let exitHooked = false;

/** Stops every live cluster when the process exits or is signalled (then the signal does what it would have done). */
function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => { for (const cluster of live) cluster.stop(); });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const cluster of live) cluster.stop();
      process.off(signal, onSignal);
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts a throw-away cluster and creates `database` in it. Throws POSTGRES_MISSING when PostgreSQL is not installed.
 * Tuned for tests (no fsync): its data is gone on stop anyway.
 */
export async function startPostgresCluster({ database = 'portal_test', bin = findPostgresBin(), keptFolder }: { database?: string; bin?: string | undefined; keptFolder?: string } = {}): Promise<PostgresCluster> {
  if (!bin) throw new Error(POSTGRES_MISSING);
  const asUser = process.getuid?.() === 0 ? 'postgres' : undefined;
  // keptFolder: a cluster kept between runs (a benchmark's seeded data): its data and password stay; stop() shuts it down cleanly.
  const folder = keptFolder ?? mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(folder, 'data');
  const keptPassword = keptFolder !== undefined ? join(folder, 'kept-password') : undefined;
  const reused = keptPassword !== undefined && existsSync(join(data, 'PG_VERSION')) && existsSync(keptPassword);
  const password = reused ? readFileSync(keptPassword!, 'utf8') : randomBytes(18).toString('base64url');
  let started = false;
  let startArgs: string[] = [];
  const cluster: PostgresCluster = {
    url: '',
    folder,
    stop() {
      if (!live.delete(cluster) && !existsSync(folder)) return;
      if (started) {
        // Immediate: the data is thrown away, so no checkpoint (a kept cluster's is not: fast, so it stays whole); a server already gone is fine.
        try { runProgram(bin, 'pg_ctl', ['stop', '-D', data, '-m', keptFolder !== undefined ? 'fast' : 'immediate', '-w', '-t', '120'], asUser); } catch { /* already stopped */ }
        started = false;
      }
      if (keptFolder === undefined) rmSync(folder, { recursive: true, force: true });
    },
    async halt() {
      if (!started) return;
      await runProgramAsync(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30'], asUser);
      started = false;
    },
    async resume() {
      if (started || !live.has(cluster)) return;
      await runProgramAsync(bin, 'pg_ctl', startArgs, asUser);
      started = true;
    },
  };
  live.add(cluster);
  hookExit();
  try {
    if (!reused) {
      if (keptFolder !== undefined) { rmSync(folder, { recursive: true, force: true }); mkdirSync(folder, { recursive: true }); }
      writeFileSync(join(folder, 'password'), password);
      if (asUser) {
        const uid = Number(execFileSync('id', ['-u', asUser], { encoding: 'utf8' }));
        const gid = Number(execFileSync('id', ['-g', asUser], { encoding: 'utf8' }));
        chownSync(folder, uid, gid);
        chownSync(join(folder, 'password'), uid, gid);
      }
      runProgram(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'scram-sha-256', `--pwfile=${join(folder, 'password')}`, '-E', 'UTF8', '--locale=C', '--no-sync'], asUser);
      rmSync(join(folder, 'password'));
      if (keptPassword !== undefined) writeFileSync(keptPassword, password);
    }
    // A port taken between choosing and binding makes pg_ctl fail: try another a few times.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      startArgs = ['start', '-D', data, '-w', '-t', '60', '-l', join(folder, 'server.log'), '-o', options];
      try {
        runProgram(bin, 'pg_ctl', startArgs, asUser);
        started = true;
        cluster.url = `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
        break;
      } catch (error) {
        if (attempt === 3) throw new Error(`${(error as Error).message}\n${logOf(folder)}`);
      }
    }
    const admin = new pg.Client({ connectionString: cluster.url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    try {
      const exists = reused && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database.replace(/\W/g, '')])).rowCount === 1;
      if (!exists) await admin.query(`CREATE DATABASE ${database.replace(/\W/g, '')}`);
    } finally {
      await admin.end();
    }
    return cluster;
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

function logOf(folder: string): string {
  try { return readFileSync(join(folder, 'server.log'), 'utf8'); } catch { return ''; }
}
