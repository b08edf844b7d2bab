// A fleet on loopback for `npm run test:fleet` and `npm run bench:fleet`: a throw-away PostgreSQL cluster with an empty
// database, N portal instances started at the same moment on it as production starts them (the compiled server,
// scripts/start.mjs) with the same settings and one shared signing key file, so they migrate and seed
// it themselves (one does, under the advisory lock; on a fixed day when asked: the e2e demo day for the checks), and
// HAProxy on deploy/haproxy.cfg in front. Everything it starts is stopped by stop(), and also when the process exits or
// is interrupted.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { KEY_FILE_NAME } from '../../server/auth/signing-key-store.js';
import { rowCounts } from '../postgres/postgres-databases.js';
import { findPostgresBin, freePort, POSTGRES_MISSING, type PostgresCluster, startPostgresCluster } from '../postgres/postgres-cluster.js';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../prerequisites.mjs';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS } from '../server-build.mjs';
// @ts-expect-error plain ES module script without types
import { SERVER_ENV } from '../server-env.mjs';
import { type Balancer, CHECKS, findHaproxy, HAPROXY_MISSING, startHaproxy } from './haproxy.js';

const root = new URL('../../', import.meta.url).pathname;

/** How long a SIGTERMed instance keeps serving, not ready: longer than HAProxy needs to mark it down (inter × fall). */
export const SHUTDOWN_DELAY_MS = CHECKS.interMs * (CHECKS.fall + 2);

export interface PortalInstance {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  /** Starts the process (when not running) and resolves once its /health/ready answers 200 (within 90 s by default). */
  start(timeoutMs?: number): Promise<void>;
  /** SIGTERM (drain) and wait for the exit; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** kill -9, and wait until the process is gone. */
  crash(): Promise<void>;
  readonly running: boolean;
  /** The process id while it runs. */
  readonly pid: number | undefined;
  /** The last lines the process wrote (for a failure's report). */
  tail(): string;
  /** Everything the process wrote. */
  output(): string;
}

/** What one instance's start did to the empty database (its line "Databasen vid start: …", server/server.ts). */
export interface InstanceStart {
  id: string;
  migrations: number;
  users: number;
  reportingDays: number;
  /** Seconds from the common spawn to its /health/ready answering 200. */
  readySeconds: number;
  /** Why its first start failed (it was then started again), when it did. */
  failedStart?: string;
}

export interface Fleet {
  cluster: PostgresCluster;
  databaseUrl: string;
  instances: PortalInstance[];
  balancer: Balancer;
  folder: string;
  /** The signing key file every instance follows (TOKEN_SIGNING_KEY_FILE); the first instance to start created it. */
  keyFile: string;
  /** The start on an empty database: each instance's share, and every table's rows once all were ready. */
  startup: { instances: InstanceStart[]; waitingAtGate: number; rowCounts: Record<string, number> };
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
let hooked = false;
/** Ends every child left when the harness exits or is interrupted (the PostgreSQL cluster has its own hook). */
export function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => { for (const child of children) child.kill('SIGKILL'); });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\nfleet: ${signal}: stopping everything it started`);
      process.exit(130);
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `nodeArgs`: Node's own options before the server's (those NODE_OPTIONS refuses, such as --cpu-prof). */
export function startInstance(id: string, port: number, env: NodeJS.ProcessEnv, folder: string, nodeArgs: string[] = []): PortalInstance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const logPath = join(folder, `${id}.log`);
  let log: WriteStream | undefined;
  const url = `http://127.0.0.1:${port}`;
  const instance: PortalInstance = {
    id, port, url,
    get running() { return child !== undefined && child.exitCode === null && child.signalCode === null; },
    get pid() { return instance.running ? child!.pid : undefined; },
    async start(timeoutMs = 90_000) {
      if (!instance.running) {
        log = createWriteStream(logPath, { flags: 'a' });
        // Its own process group (as scripts/start.mjs): a terminal's Ctrl-C reaches the harness, which stops it.
        const started = spawn(process.execPath, [...nodeArgs, ...COMPILED_SERVER_ARGS as string[]], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
        started.stdout.pipe(log, { end: false });
        started.stderr.pipe(log, { end: false });
        children.add(started);
        exited = new Promise((resolve) => started.once('exit', (code) => { children.delete(started); resolve(code); }));
        child = started;
      }
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const ready = await fetch(`${url}/health/ready`).then((response) => response.status === 200, () => false);
        if (ready) return;
        if (!instance.running) throw new Error(`${id} exited while starting:\n${instance.tail()}`);
        if (performance.now() > deadline) throw new Error(`${id} not ready within ${timeoutMs / 1000} s:\n${instance.tail()}`);
        await sleep(100);
      }
    },
    async stop() {
      if (instance.running) child!.kill('SIGTERM');
      return exited;
    },
    async crash() {
      if (instance.running) child!.kill('SIGKILL');
      await exited;
    },
    tail() {
      // Lines cut short: a log line's stack would otherwise bury the rest.
      return instance.output().split('\n').slice(-30).map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line)).join('\n');
    },
    output() {
      try {
        return readFileSync(logPath, 'utf8');
      } catch {
        return '';
      }
    },
  };
  return instance;
}

/** The environment every instance shares (docs/deployment.md, "Equal on every instance"), without the per-instance rows. */
export function sharedEnv(databaseUrl: string, keyFile: string, publicOrigin: string, fixedDate: string | undefined): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(LOGIN_RATE_LIMIT_|TOKEN_SIGNING_|DATABASE_|PORTAL_FIXED_DATE$|NODE_ENV$|PORT$|INSTANCE_ID$|SHUTDOWN_)/.test(name)));
  return {
    ...inherited,
    ...(SERVER_ENV as Record<string, string>),
    DATABASE_URL: databaseUrl,
    // One file on a "shared mount" (a folder of the harness): created by whichever instance starts first, followed by all.
    TOKEN_SIGNING_KEY_FILE: keyFile,
    PUBLIC_ORIGIN: publicOrigin,
    // HAProxy on loopback adds X-Forwarded-For; the login limits then count per client (the harness names clients in it).
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(fixedDate === undefined ? {} : { PORTAL_FIXED_DATE: fixedDate }),
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    // Past the slowest request under the harness's load on a busy 2-core machine (a report rendering): a drain never cuts one.
    SHUTDOWN_TIMEOUT_MS: '30000',
  };
}

/** Throws a one-line reason when PostgreSQL or HAProxy is missing. */
export function checkPrerequisites(): void {
  if (!findPostgresBin()) throw new Error(POSTGRES_MISSING);
  if (!findHaproxy()) throw new Error(HAPROXY_MISSING);
}

/** The first start: held at the gate until the slowest instance has loaded, then migrating and seeding on a busy machine. */
const FIRST_START_MS = 180_000;

const START_LINE = /Databasen vid start: (\d+) migreringar körda, (\d+) användare och (\d+) rapportdagar tillagda/;

/** Its start line; the output reaches the log file through two pipes, so a moment after it answered ready. */
async function startOf(instance: PortalInstance, readySeconds: number, failedStart: string | undefined): Promise<InstanceStart> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const match = START_LINE.exec(instance.output());
    if (match !== null) {
      return { id: instance.id, migrations: Number(match[1]), users: Number(match[2]), reportingDays: Number(match[3]), readySeconds, ...(failedStart === undefined ? {} : { failedStart }) };
    }
    if (performance.now() > deadline) throw new Error(`${instance.id} wrote no "Databasen vid start" line:\n${instance.tail()}`);
    await sleep(50);
  }
}

/**
 * Starts the cluster with an empty database, starts `count` instances at the same moment on it (at most 3: they migrate
 * and seed it) and HAProxy; waits until HAProxy has them all up. `fixedDate`: the day the demo data is seeded on
 * (PORTAL_FIXED_DATE), else today.
 */
export async function startFleet({ count, fixedDate, balancerThreads, log = () => undefined }: {
  count: number; fixedDate?: string; log?: (line: string) => void;
  /** HAProxy's threads (nbthread); by default one per CPU it may run on. */
  balancerThreads?: number;
}): Promise<Fleet> {
  checkPrerequisites();
  await ensureServerBuild(root); // dist-server/ when older than the sources, as npm start does
  hookExit();
  const folder = mkdtempSync(join(tmpdir(), 'portal-fleet-'));
  const cluster = await startPostgresCluster({ database: 'portal_fleet' });
  let balancer: Balancer | undefined;
  const instances: PortalInstance[] = [];
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.crash()));
    cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const keyFile = join(folder, 'shared', KEY_FILE_NAME);
    const [balancerPort, ...ports] = await Promise.all(Array.from({ length: count + 1 }, () => freePort()));
    const env = sharedEnv(cluster.url, keyFile, `http://127.0.0.1:${balancerPort}`, fixedDate);
    for (const [index, port] of ports.entries()) {
      const id = `portal${index + 1}`;
      mkdirSync(join(folder, id));
      instances.push(startInstance(id, port!, {
        ...env, PORT: String(port), INSTANCE_ID: id,
        DATABASE_PATH: join(folder, id, 'unused.db'), RENDITION_CACHE_DIR: join(folder, id, 'renditions'),
      }, folder));
    }
    // The gate: an uncommitted schema_migrations table in a transaction of the harness holds every instance at its
    // first migration statement, or at the migration lock behind the one that holds it, until all are waiting; then
    // they go at the same moment (spawned together they would reach the database seconds apart on a busy machine).
    const gate = new pg.Client({ connectionString: cluster.url });
    await gate.connect();
    await gate.query('BEGIN');
    await gate.query('CREATE TABLE schema_migrations (gate integer)');
    const spawnedAt = performance.now();
    // Settled, not rejected: a failure is thrown below, after the gate is open again.
    const starting = instances.map(async (instance) => {
      let failedStart: string | undefined;
      try {
        try {
          await instance.start(FIRST_START_MS);
        } catch (error) {
          if (instance.running) throw error;
          // It exited: recorded for the start-up check, then started again on the database as the others left it.
          failedStart = /kan inte starta:.*$/m.exec(instance.output())?.[0] ?? (error as Error).message.split('\n')[0]!;
          await instance.start();
        }
        return { readySeconds: (performance.now() - spawnedAt) / 1000, failedStart };
      } catch (error) {
        return { error: error as Error };
      }
    });
    let waiting = 0;
    for (const deadline = performance.now() + 120_000; performance.now() < deadline;) {
      // Inside a transaction pg_stat_activity is read once and kept: cleared, each look is a new one.
      await gate.query('SELECT pg_stat_clear_snapshot()');
      waiting = Number((await gate.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`)).rows[0]?.n);
      if (waiting >= count || instances.some((instance) => !instance.running)) break;
      await sleep(50);
    }
    await gate.query('ROLLBACK');
    await gate.end();
    log(`${waiting} of ${count} instances waiting at the empty database after ${((performance.now() - spawnedAt) / 1000).toFixed(1)} s: let go together`);
    const settled = await Promise.all(starting);
    const failure = settled.find((start) => 'error' in start);
    if (failure !== undefined && 'error' in failure) throw failure.error;
    const started = settled as Array<{ readySeconds: number; failedStart: string | undefined }>;
    const readySeconds = started.map((start) => start.readySeconds);
    const startup = {
      instances: await Promise.all(instances.map((instance, i) => startOf(instance, started[i]!.readySeconds, started[i]!.failedStart))),
      waitingAtGate: waiting,
      rowCounts: await rowCounts(cluster.url),
    };
    log(`${count} instances started at once on an empty database, all ready in ${Math.max(...readySeconds).toFixed(1)} s`);
    balancer = await startHaproxy({
      port: balancerPort!, socket: join(folder, 'haproxy.sock'), instances: instances.map((instance) => `127.0.0.1:${instance.port}`), log, threads: balancerThreads,
      track: (child) => {
        children.add(child);
        child.once('exit', () => children.delete(child));
      },
    });
    await balancer.waitFor(instances.map((instance) => instance.id), 'UP', 15_000);
    return { cluster, databaseUrl: cluster.url, instances, balancer, folder, keyFile, startup, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
