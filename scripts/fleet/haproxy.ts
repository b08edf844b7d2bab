// HAProxy from the system's packages, run on deploy/haproxy.cfg (the tested example of docs/deployment.md) with the
// fleet's loopback addresses and short check intervals in its environment, and its admin socket for server states.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export const HAPROXY_MISSING = 'HAProxy is not installed (/usr/sbin/haproxy nor haproxy on PATH): `apt-get install -y haproxy` (Debian/Ubuntu).';
export const HAPROXY_CONFIG = new URL('../../deploy/haproxy.cfg', import.meta.url).pathname;

/** The check timing the harness gives HAProxy: marked down after FALL failed checks INTER_MS apart, up after RISE good ones. */
export const CHECKS = { interMs: 300, fall: 2, rise: 2 } as const;

/** A throw-away certificate for localhost (openssl, a day): `pem` holds it and its key for HAProxy's `crt`. */
export interface ThrowAwayCertificate {
  pem: string;
  /** The certificate alone (a client's trusted CA). */
  certificate: string;
  /** Base64 SHA-256 of its public key: Chromium's `--ignore-certificate-errors-spki-list` trusts that key only. */
  spki: string;
}

export function throwAwayCertificate(dir: string): ThrowAwayCertificate {
  const keyFile = join(dir, 'key.pem');
  const certificateFile = join(dir, 'certificate.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', certificateFile], { stdio: 'ignore' });
  const certificate = readFileSync(certificateFile, 'utf8');
  const pem = join(dir, 'edge.pem');
  writeFileSync(pem, certificate + readFileSync(keyFile, 'utf8'));
  const spki = createHash('sha256').update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return { pem, certificate, spki };
}

/** The binary: Debian's path first, then PATH. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = ['/usr/sbin/haproxy', ...(env.PATH ?? '').split(':').filter(Boolean).map((dir) => `${dir}/haproxy`)];
  return candidates.find((path) => existsSync(path));
}

/** One answer of the admin socket (the socket closes after each command in non-interactive mode). */
export function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => { answer += chunk; });
    client.on('end', () => resolve(answer));
    client.on('error', reject);
    client.end(`${command}\n`);
  });
}

/** One server's row of `show stat`: its status and counters (configuration.txt 9.1). */
export interface ServerStat {
  status: string;
  /** Sessions in flight now. */
  scur: number;
  /** Responses that failed (the server closed or broke the answer). */
  eresp: number;
  /** Sessions the server side aborted. */
  srvAbort: number;
  /** Connections opened to the server, and requests sent on one already open. */
  connect: number;
  reuse: number;
}

/** backend/server → its status and counters, from `show stat`. */
export async function serverStats(socket: string): Promise<Map<string, ServerStat>> {
  const lines = (await adminCommand(socket, 'show stat')).split('\n');
  const header = (lines[0] ?? '').replace(/^# /, '').split(',');
  const column = (name: string) => header.indexOf(name);
  const stats = new Map<string, ServerStat>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const name = cells[column('svname')];
    if (name === undefined || name === 'FRONTEND' || name === 'BACKEND' || cells.length < header.length - 1) continue;
    stats.set(`${cells[column('pxname')]}/${name}`, {
      status: (cells[column('status')] ?? '').split(' ')[0] ?? '',
      scur: Number(cells[column('scur')] || 0),
      eresp: Number(cells[column('eresp')] || 0),
      srvAbort: Number(cells[column('srv_abrt')] || 0),
      connect: Number(cells[column('connect')] || 0),
      reuse: Number(cells[column('reuse')] || 0),
    });
  }
  return stats;
}

/** backend/server → "UP" | "DOWN" | "MAINT" …. */
export async function serverStates(socket: string): Promise<Map<string, string>> {
  return new Map([...await serverStats(socket)].map(([name, stat]) => [name, stat.status]));
}

export interface Balancer {
  url: string;
  socket: string;
  process: ChildProcess;
  /** Resolves when every named server of backend `portal` shows `state` (polled every 25 ms); the time it took. */
  waitFor(servers: readonly string[], state: string, timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground on `port`, balancing the instance addresses (at most three: the config's servers). */
export async function startHaproxy(options: {
  port: number; socket: string; instances: readonly string[]; log: (line: string) => void;
  /** Called with the process at once (the caller ends it when the harness exits). */
  track: (child: ChildProcess) => void;
  /** nbthread (PORTAL_HAPROXY_THREADS); unset, HAProxy runs one thread per CPU it may use. */
  threads?: number;
  /** 'deploy': deploy/haproxy.cfg's own health checks (production's); default the fleet's fast ones (CHECKS). */
  checks?: 'fleet' | 'deploy';
  /** TLS (and HTTP/2) on this port too, as in production: `certificate` is a PEM file holding the certificate and its key. */
  tls?: { port: number; certificate: string };
}): Promise<Balancer> {
  const bin = findHaproxy();
  if (bin === undefined) throw new Error(HAPROXY_MISSING);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORTAL_BIND: `127.0.0.1:${options.port}`,
    PORTAL_HAPROXY_SOCKET: options.socket,
    ...(options.checks === 'deploy' ? {} : {
      PORTAL_CHECK_INTER: `${CHECKS.interMs}ms`, PORTAL_CHECK_FALL: String(CHECKS.fall), PORTAL_CHECK_RISE: String(CHECKS.rise), PORTAL_CHECK_TIMEOUT: '1s',
    }),
    ...(options.threads === undefined ? {} : { PORTAL_HAPROXY_THREADS: String(options.threads) }),
    ...(options.tls === undefined ? {} : { PORTAL_TLS_BIND: `127.0.0.1:${options.tls.port}`, PORTAL_TLS_CERT: options.tls.certificate }),
  };
  // The config names three servers; a smaller fleet leaves the rest on a closed port, in maintenance (below).
  for (let i = 0; i < 3; i++) env[`PORTAL${i + 1}_ADDR`] = options.instances[i] ?? '127.0.0.1:9';
  const child = spawn(bin, ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  options.track(child);
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => options.log(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const balancer: Balancer = {
    url: `http://127.0.0.1:${options.port}`,
    socket: options.socket,
    process: child,
    async waitFor(servers, state, timeoutMs) {
      const started = performance.now();
      for (;;) {
        const states = await serverStates(options.socket).catch(() => new Map<string, string>());
        if (servers.every((server) => states.get(`portal/${server}`) === state)) return performance.now() - started;
        if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode})`);
        if (performance.now() - started > timeoutMs) {
          throw new Error(`HAProxy did not show ${servers.join(', ')} ${state} within ${timeoutMs} ms: ${JSON.stringify(Object.fromEntries(states))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // The socket exists once the configuration is loaded.
  const deadline = performance.now() + 10_000;
  while (!(await adminCommand(options.socket, 'show info').then(() => true, () => false))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await balancer.stop();
      throw new Error(`HAProxy did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // As an operator would: the servers without an instance take no requests, instead of until their checks fail.
  for (let i = options.instances.length; i < 3; i++) {
    for (const backend of ['portal', 'portal_live']) await adminCommand(options.socket, `set server ${backend}/portal${i + 1} state maint`);
  }
  return balancer;
}
