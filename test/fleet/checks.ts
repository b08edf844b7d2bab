// The named checks of `npm run test:fleet` (issue 27 item 4). Each answers its figures and the problems it found;
// none throws for a failed expectation, so the run prints every check's outcome.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readKeyFile } from '../../server/auth/signing-key-store.js';
import { KEY_SOURCE_TIMINGS } from '../../server/auth/signing-key.js';
import { loginRateLimited } from '../../server/auth/login-rate-limit.js';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../server/config.js';
import { errors } from '../../server/http/errors.js';
import type { Fleet, PortalInstance } from '../../scripts/fleet/fleet.js';
import { MIGRATION_DIRS, readMigrations } from '../../server/db/migrate.js';
import { REQUEST_BOUNDS } from '../../server/db/store.js';
import { CHECKS, serverStates, serverStats, startHaproxy, throwAwayCertificate } from '../../scripts/fleet/haproxy.js';
import { freePort } from '../../scripts/postgres/postgres-cluster.js';
import { auditWrites, describeCall, type LoadFixture, startLoad, summarize } from './load.js';
import { authenticate, type Call, cookieOf, exchangeCode, jsonOf, login, me, refresh, send, type Session } from '../../scripts/fleet/portal-client.js';
import { readShop, writeShop } from './shop.js';

export interface CheckOutcome {
  figures: string[];
  problems: string[];
}

export interface CheckContext {
  fleet: Fleet;
  /** The public origin (HAProxy's address). */
  origin: string;
  fixture: LoadFixture;
  sessions: Record<string, Session>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyOf = (error: { code: string; message: string }) => JSON.stringify({ code: error.code, message: error.message });
const sameBody = (call: Call, error: { code: string; message: string }) => {
  const body = jsonOf<{ code?: string; message?: string }>(call);
  return body.code === error.code && body.message === error.message;
};
const statusList = (calls: readonly Call[]) => calls.map((call) => call.status || call.error).join(' ');
const versionOf = (call: Call) => Number((call.headers.get('etag') ?? '').replace(/"/g, ''));

/**
 * The instances were started at the same moment on an empty database (scripts/fleet/fleet.ts): exactly one ran the
 * migrations and one added the demo data (the advisory locks), the others waited and found it done, as each says in
 * its start line; the database holds each migration and each seeded user once. (Every table against one migrate and
 * seed: test/server/db/fleet-start.pg.test.ts, which can afford a second seed.)
 */
export function startupOnce({ fleet }: CheckContext): Promise<CheckOutcome> {
  const { instances, rowCounts: rows, waitingAtGate } = fleet.startup;
  const problems: string[] = [];
  for (const start of instances) if (start.failedStart !== undefined) problems.push(`${start.id} failed to start: ${start.failedStart}`);
  if (waitingAtGate < instances.length) problems.push(`only ${waitingAtGate} of ${instances.length} instances reached the empty database together`);
  const migrations = readMigrations(MIGRATION_DIRS.postgres).length;
  const migrators = instances.filter((start) => start.migrations > 0);
  const seeders = instances.filter((start) => start.users > 0 || start.reportingDays > 0);
  if (migrators.length !== 1) problems.push(`${migrators.length} instances ran migrations (${migrators.map((start) => start.id).join(', ') || 'none'}), expected exactly one`);
  else if (migrators[0]!.migrations !== migrations) problems.push(`${migrators[0]!.id} ran ${migrators[0]!.migrations} of the ${migrations} migrations`);
  if (seeders.length !== 1) problems.push(`${seeders.length} instances added demo data (${seeders.map((start) => start.id).join(', ') || 'none'}), expected exactly one`);
  if (rows.schema_migrations !== migrations) problems.push(`schema_migrations holds ${rows.schema_migrations} rows for ${migrations} migrations`);
  const seededUsers = seeders.reduce((sum, start) => sum + start.users, 0);
  if (rows.users !== seededUsers || seededUsers === 0) problems.push(`users holds ${rows.users} rows; the instances say they added ${seededUsers}`);
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  return Promise.resolve({
    figures: [
      `${waitingAtGate} instances held at the empty database, then let go together: ${instances.map((start) => `${start.id} ran ${start.migrations} migrations, added ${start.users} users and ${start.reportingDays} report days, ready after ${start.readySeconds.toFixed(1)} s`).join('; ')}`,
      `then ${Object.keys(rows).length} tables, ${total} rows; schema_migrations ${rows.schema_migrations} (${migrations} migrations), users ${rows.users}`,
    ],
    problems,
  });
}

/** The kid in a token's header (which signing key signed it). */
const kidOf = (token: string): string | undefined => {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: string }).kid;
  } catch {
    return undefined;
  }
};

const ROOT = new URL('../../', import.meta.url).pathname;

/** `npm run keys:rotate` on the fleet's key file, as an operator runs it on a host that mounts the file. */
function rotateKeyFileByCommand(keyFile: string, databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'keys:rotate'], { cwd: ROOT, env: { ...process.env, TOKEN_SIGNING_KEY_FILE: keyFile, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : (typeof error.code === 'number' ? error.code : 1), output: `${stdout}${stderr}`.trim() }));
  });
}

/**
 * `npm run keys:rotate` rewrites the shared key file under load, no instance restarted: each instance signs with the
 * new key within its 30 s check of the file, a token it then issues is accepted at once by the others (an unknown kid
 * makes them re-read the file, even before their own check), and nothing fails meanwhile.
 */
export async function keyFileRotation({ fleet, fixture, origin }: CheckContext): Promise<CheckOutcome> {
  const deadlineMs = KEY_SOURCE_TIMINGS.checkEveryMs + 5000;
  const problems: string[] = [];
  // One session per instance, refreshed through it: each refresh answers a token signed with the key it signs with now.
  const cookies = await Promise.all(fleet.instances.map(async (instance, i) => (await login(instance.url, '1001_BJORN', { origin, clientIp: `10.36.0.${i + 1}` })).refresh));
  const crossCalls: Call[] = [];
  const signNow = async (i: number): Promise<{ call: Call; token: string; kid: string | undefined }> => {
    const call = await refresh(fleet.instances[i]!.url, cookies[i]!, crossCalls);
    call.ok = call.status === 200;
    cookies[i] = cookieOf(call, 'portal-rt') ?? cookies[i]!;
    const token = jsonOf<{ accessToken?: string }>(call).accessToken ?? '';
    return { call, token, kid: kidOf(token) };
  };
  const load = startLoad(fixture);
  await sleep(1000);
  const [oldKid] = readKeyFile(fleet.keyFile).map((key) => key.kid);
  const rotatedAt = performance.now();
  const rotation = await rotateKeyFileByCommand(fleet.keyFile, fleet.databaseUrl);
  const rotateSeconds = (performance.now() - rotatedAt) / 1000;
  const kids = readKeyFile(fleet.keyFile).map((key) => key.kid);
  const newKid = kids[0];
  if (rotation.code !== 0) problems.push(`npm run keys:rotate exited ${rotation.code}: ${rotation.output}`);
  if (kids.length !== 2 || newKid === oldKid || kids[1] !== oldKid) problems.push(`after the rotation the file holds ${kids.join(', ')}, expected a new key, then ${oldKid}`);
  const switchedAfter = new Map<string, number>();
  const acceptance: string[] = [];
  while (problems.length === 0 && switchedAfter.size < fleet.instances.length && performance.now() - rotatedAt < deadlineMs) {
    for (const [i, issuer] of fleet.instances.entries()) {
      if (switchedAfter.has(issuer.id)) continue;
      const issued = await signNow(i);
      if (issued.call.status !== 200) continue;
      if (issued.kid !== newKid) {
        if (issued.kid !== oldKid) problems.push(`${issuer.id} signed with ${issued.kid}, neither the old nor the new key`);
        continue;
      }
      switchedAfter.set(issuer.id, (performance.now() - rotatedAt) / 1000);
      // Its first token with the new key at every other instance, each asked first which key it signs with itself.
      const cells: string[] = [];
      for (const [k, reader] of fleet.instances.entries()) {
        if (reader === issuer) continue;
        const readerKid = switchedAfter.has(reader.id) ? newKid : (await signNow(k)).kid;
        const read = await me(reader.url, { username: '1001_BJORN', accessToken: issued.token, refresh: '' }, crossCalls);
        read.ok = read.status === 200;
        if (read.status !== 200) problems.push(`a token ${issuer.id} signed with the new key answered ${read.status} at ${reader.id} (signing with the ${readerKid === newKid ? 'new' : 'old'} key)`);
        cells.push(`${reader.id} ${read.status}${readerKid === newKid ? '' : ' (itself still signing with the old key)'}`);
      }
      acceptance.push(`${issuer.id}'s → ${cells.join(', ')}`);
    }
    await sleep(250);
  }
  const result = await load.stop();
  const audit = await auditWrites(fleet.databaseUrl, result.writers);
  const { failed } = summarize([...result.calls, ...crossCalls]);
  for (const instance of fleet.instances) {
    if (problems.length === 0 && !switchedAfter.has(instance.id)) problems.push(`${instance.id} did not sign with the new key within ${deadlineMs / 1000} s of the rotation`);
  }
  if (failed.length > 0) problems.push(`${failed.length} requests failed: ${failed.slice(0, 5).map(describeCall).join('; ')}`);
  problems.push(...audit.problems, ...result.loopErrors.map((error) => `a load loop stopped: ${error}`));
  return {
    figures: [
      loadFigures(result, audit),
      `npm run keys:rotate in ${rotateSeconds.toFixed(1)} s: the file signs with ${newKid?.slice(0, 8)}…, keeps ${oldKid?.slice(0, 8)}… for verification; no instance restarted`,
      `signing with the new key after ${fleet.instances.map((instance) => `${instance.id} ${switchedAfter.has(instance.id) ? `${switchedAfter.get(instance.id)!.toFixed(1)} s` : 'never'}`).join(', ')} (each checks the file every ${KEY_SOURCE_TIMINGS.checkEveryMs / 1000} s)`,
      `each instance's first new-key token at the others: ${acceptance.join('; ') || 'none'}; ${crossCalls.length} refresh and /me calls of the check, ${crossCalls.filter((call) => call.ok !== true).length} failed`,
    ],
    problems,
  };
}

/** Five wrong passwords spread over three instances lock the account; the right one is then refused everywhere. */
export async function loginLock({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  const username = '1001_MOBIL';
  const answers: Call[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const instance = fleet.instances[attempt % fleet.instances.length]!;
    answers.push((await authenticate(instance.url, username, { origin, password: `fel-${attempt}`, clientIp: `10.30.0.${attempt + 1}` })).answer);
  }
  const right = (await authenticate(fleet.instances[2 % fleet.instances.length]!.url, username, { origin, clientIp: '10.30.0.9' })).answer;
  const problems: string[] = [];
  answers.slice(0, 4).forEach((call, i) => { if (call.status !== 400 || !sameBody(call, errors.authenticationFailed())) problems.push(`wrong password ${i + 1}: ${call.status} ${call.text}`); });
  const fifth = answers[4]!;
  if (fifth.status !== 400 || !sameBody(fifth, errors.authenticationLocked())) problems.push(`the fifth wrong password answered ${fifth.status} ${fifth.text}, expected ${bodyOf(errors.authenticationLocked())}`);
  if (right.status !== 400 || !sameBody(right, errors.authenticationLocked())) problems.push(`the right password after the lock answered ${right.status} ${right.text}, expected the lock`);
  return { figures: [`wrong passwords on ${answers.map((_, i) => fleet.instances[i % fleet.instances.length]!.id).join(', ')}: ${answers.map((call) => jsonOf<{ code?: string }>(call).code).join(', ')}; right password: ${jsonOf<{ code?: string }>(right).code}`], problems };
}

/** `limit` attempts spread over the instances pass, the next is 429 with the Swedish text, whichever instance it reaches. */
async function spreadLimit(fleet: Fleet, origin: string, limit: number, attempt: (i: number) => { username: string; clientIp: string }, label: string): Promise<CheckOutcome> {
  const calls: Call[] = [];
  // Three at a time, one per instance: each attempt costs the server one scrypt.
  for (let i = 0; i < limit; i += fleet.instances.length) {
    const batch = Array.from({ length: Math.min(fleet.instances.length, limit - i) }, (_, k) => i + k);
    calls.push(...await Promise.all(batch.map(async (n) => {
      const { username, clientIp } = attempt(n);
      return (await authenticate(fleet.instances[n % fleet.instances.length]!.url, username, { origin, password: 'fel', clientIp })).answer;
    })));
  }
  const over = await Promise.all(fleet.instances.map(async (instance, k) => {
    const { username, clientIp } = attempt(limit + k);
    return (await authenticate(instance.url, username, { origin, password: 'fel', clientIp })).answer;
  }));
  const problems: string[] = [];
  const refusedEarly = calls.filter((call) => call.status !== 400);
  if (refusedEarly.length > 0) problems.push(`${refusedEarly.length} of the first ${limit} attempts were not a plain wrong password: ${statusList(refusedEarly)}`);
  const passed = over.filter((call) => call.status !== 429 || !sameBody(call, loginRateLimited()) || call.headers.get('retry-after') === null);
  if (passed.length > 0) problems.push(`over the limit, ${passed.length} of ${over.length} instances did not answer 429 "${loginRateLimited().message}": ${over.map((call, k) => `${fleet.instances[k]!.id} ${call.status}`).join(', ')}`);
  return { figures: [`${label}: ${limit} attempts over ${fleet.instances.length} instances → ${statusList(calls).split(' ').filter((s) => s === '400').length}×400; the next on each instance → ${over.map((call) => call.status).join(', ')}`], problems };
}

export function perIpLimit({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  // Unknown usernames, each once: only the address's bucket fills.
  return spreadLimit(fleet, origin, DEFAULT_LOGIN_RATE_LIMIT.perIpPerMinute, (i) => ({ username: `FLEETIP${i}`, clientIp: '10.31.0.1' }), `per IP (${DEFAULT_LOGIN_RATE_LIMIT.perIpPerMinute}/min)`);
}

export function perUsernameLimit({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  // One unknown username from a new address each time: only the username's bucket fills.
  return spreadLimit(fleet, origin, DEFAULT_LOGIN_RATE_LIMIT.perUsernamePerMinute, (i) => ({ username: 'FLEETGHOST', clientIp: `10.32.${Math.floor(i / 200)}.${(i % 200) + 1}` }), `per username (${DEFAULT_LOGIN_RATE_LIMIT.perUsernamePerMinute}/min)`);
}

/** Two tabs refresh the same cookie through two instances at once: both stay logged in; an old generation then ends the session. */
export async function twoTabRefresh({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  const [a, b, c] = [0, 1, 2].map((i) => fleet.instances[i % fleet.instances.length]!);
  const session = await login(a!.url, '2002_MGR', { origin, clientIp: '10.33.0.1' });
  const problems: string[] = [];
  const [tabA, tabB] = await Promise.all([refresh(b!.url, session.refresh), refresh(c!.url, session.refresh)]);
  const cookieA = cookieOf(tabA, 'portal-rt');
  const cookieB = cookieOf(tabB, 'portal-rt');
  if (tabA.status !== 200 || tabB.status !== 200 || !cookieA || !cookieB) {
    problems.push(`the two tabs' refresh through ${b!.id} and ${c!.id} answered ${tabA.status} and ${tabB.status} (both must stay logged in): ${tabA.status === 200 ? tabB.text : tabA.text}`);
    return { figures: [`simultaneous refresh via ${b!.id} and ${c!.id}: ${tabA.status}, ${tabB.status}`], problems };
  }
  // Each tab carries on with its own cookie, through yet another instance.
  const nextA = await refresh(a!.url, cookieA);
  const nextB = await refresh(b!.url, cookieB);
  if (nextA.status !== 200 || nextB.status !== 200) problems.push(`the tabs' next refresh answered ${nextA.status} and ${nextB.status}`);
  const latest = cookieOf(nextB, 'portal-rt') ?? cookieOf(nextA, 'portal-rt') ?? '';
  // The first cookie is now two generations old: a replay, which ends the session for every tab.
  const replay = await refresh(c!.url, session.refresh);
  const after = await refresh(a!.url, latest);
  if (replay.status !== 401 || !sameBody(replay, errors.refreshReplayed())) problems.push(`an old generation answered ${replay.status} ${replay.text}, expected 401 ${errors.refreshReplayed().code}`);
  if (after.status !== 401) problems.push(`after the replay, the newest cookie still answered ${after.status} (the session must be over)`);
  return {
    figures: [`refresh via ${b!.id} ‖ ${c!.id}: ${tabA.status}, ${tabB.status} (same successor: ${cookieA === cookieB}); next via ${a!.id}, ${b!.id}: ${nextA.status}, ${nextB.status}; old generation via ${c!.id}: ${replay.status}; newest after it: ${after.status}`],
    problems,
  };
}

/** A code is redeemed once, whichever instance each redemption reaches. */
export async function codeOnce({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  const [a, b, c] = [0, 1, 2].map((i) => fleet.instances[i % fleet.instances.length]!);
  const { code, verifier, answer } = await authenticate(a!.url, '1001_GDPR', { origin, clientIp: '10.34.0.1' });
  if (code === undefined) return { figures: [], problems: [`login answered ${answer.status} ${answer.text}`] };
  const tries = await Promise.all([exchangeCode(b!.url, code, verifier, { origin }), exchangeCode(c!.url, code, verifier, { origin })]);
  tries.push(await exchangeCode(a!.url, code, verifier, { origin }));
  const granted = tries.filter((call) => call.status === 200);
  const refused = tries.filter((call) => call.status === 400 && sameBody(call, errors.invalidGrant()));
  const problems = granted.length === 1 && refused.length === 2 ? [] : [`the code was redeemed ${granted.length} times (expected once; the others ${bodyOf(errors.invalidGrant())}): ${statusList(tries)}`];
  return { figures: [`one code redeemed via ${b!.id} ‖ ${c!.id}, then ${a!.id}: ${statusList(tries)}`], problems };
}

/** A webmail ticket opens the inbox once, whichever instance each opening reaches. */
export async function ticketOnce({ fleet, sessions }: CheckContext): Promise<CheckOutcome> {
  const [a, b, c] = [0, 1, 2].map((i) => fleet.instances[i % fleet.instances.length]!);
  const link = await send(a!.url, 'GET', '/api/api-retail/v1/webmail/sso-link', { kind: 'webmail', headers: { authorization: `Bearer ${sessions['1001_MGR']!.accessToken}` } });
  if (link.status !== 200) return { figures: [], problems: [`sso-link answered ${link.status} ${link.text}`] };
  const path = new URL(jsonOf<{ url: string }>(link).url).pathname + new URL(jsonOf<{ url: string }>(link).url).search;
  const opens = await Promise.all([b!, c!].map((instance) => send(instance.url, 'GET', path, { kind: 'webmail' })));
  opens.push(await send(a!.url, 'GET', path, { kind: 'webmail' }));
  const opened = opens.filter((call) => call.status === 200).length;
  const refused = opens.filter((call) => call.status === 401).length;
  return {
    figures: [`one ticket opened via ${b!.id} ‖ ${c!.id}, then ${a!.id}: ${statusList(opens)}`],
    problems: opened === 1 && refused === 2 ? [] : [`the ticket opened the inbox ${opened} times (expected once, then 401)`],
  };
}

/** One GET over HTTP/2: its status, content type and the protocol the TLS handshake agreed. */
function getOverHttp2(origin: string, ca: string, path: string): Promise<{ status: number; type: string; alpn: string }> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(origin, { ca });
    session.on('error', reject);
    const request = session.request({ ':path': path });
    request.on('response', (headers) => {
      const answer = { status: Number(headers[':status']), type: String(headers['content-type'] ?? ''), alpn: String(session.alpnProtocol) };
      request.resume();
      request.on('end', () => session.close(() => resolve(answer)));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Production's edge: deploy/haproxy.cfg with PORTAL_TLS_CERT ends TLS and speaks HTTP/2 (what bench:lighthouse
 * measures the phone pages through), and sends plain HTTP there. A second HAProxy on the same file, over the fleet.
 */
export async function tlsEdge({ fleet }: CheckContext): Promise<CheckOutcome> {
  const problems: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'fleet-edge-'));
  const certificate = throwAwayCertificate(dir);
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const edge = await startHaproxy({
    port: plainPort, socket: join(dir, 'haproxy.sock'), instances: fleet.instances.map((instance) => `127.0.0.1:${instance.port}`),
    tls: { port: tlsPort, certificate: certificate.pem }, log: () => {}, track: () => {},
  });
  try {
    const page = await getOverHttp2(`https://localhost:${tlsPort}`, certificate.certificate, '/');
    if (page.alpn !== 'h2') problems.push(`TLS agreed ${page.alpn}, not h2`);
    if (page.status !== 200 || !page.type.startsWith('text/html')) problems.push(`GET / over HTTP/2 answered ${page.status} ${page.type}`);
    const plain = await fetch(`http://127.0.0.1:${plainPort}/personal`, { redirect: 'manual' });
    const location = plain.headers.get('location') ?? '';
    if (plain.status !== 301 || location !== `https://127.0.0.1:${plainPort}/personal`) problems.push(`plain HTTP answered ${plain.status} ${location}`);
    return { figures: [`TLS ${page.alpn}: GET / ${page.status}; plain HTTP ${plain.status} → ${location}`], problems };
  } finally {
    await edge.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Kept connections (deploy/haproxy.cfg): a client's connection idle longer than the old 10 s keep-alive carries its
 * next request (a person's next click; on a phone, no new TLS handshake), and a new client connection's first
 * requests go over the instances' open connections (`http-reuse aggressive`), not one new connection each (`safe`).
 */
export async function keptConnections({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  const problems: string[] = [];
  const IDLE_MS = 12_000;
  const FRESH_CLIENTS = 10;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let kept = false;
  try {
    const first = await getKept(agent, `${origin}/health/live`);
    await sleep(IDLE_MS);
    const second = await getKept(agent, `${origin}/health/live`);
    if (first.status !== 200 || second.status !== 200) problems.push(`answers ${first.status}, ${second.status}`);
    kept = second.reused;
    if (!kept) problems.push(`after ${IDLE_MS / 1000} s idle the client's connection was closed: its next request opened a new one`);
    // A busy portal's pool holds connections that have served two requests (what `aggressive` reuses for a first
    // request); after 12 s idle HAProxy has closed half its idle connections twice (pool-purge-delay 5 s): refill it.
    for (let i = 0; i < fleet.instances.length * 2; i++) await getKept(agent, `${origin}/health/live`);
  } finally {
    agent.destroy();
  }
  const opened = async () => [...(await serverStats(fleet.balancer.socket))].filter(([name]) => name.startsWith('portal/')).reduce((sum, [, stat]) => sum + stat.connect, 0);
  const before = await opened();
  for (let i = 0; i < FRESH_CLIENTS; i++) {
    const fresh = new Agent({ keepAlive: false });
    try {
      const answer = await getKept(fresh, `${origin}/health/live`);
      if (answer.status !== 200) problems.push(`a new client's request answered ${answer.status}`);
    } finally {
      fresh.destroy();
    }
  }
  const newToInstances = (await opened()) - before;
  // `safe` opens one per new client connection; a few may still open while the pool is purged or spread over threads.
  if (newToInstances > FRESH_CLIENTS / 2) problems.push(`${FRESH_CLIENTS} new client connections opened ${newToInstances} connections to the instances`);
  return { figures: [`a client connection idle ${IDLE_MS / 1000} s ${kept ? 'kept' : 'closed'}; ${FRESH_CLIENTS} new client connections opened ${newToInstances} to the instances`], problems };
}

function getKept(agent: Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

/** An access token issued by any instance is accepted by every instance (the same signing keys). */
export async function tokensEverywhere({ fleet, origin }: CheckContext): Promise<CheckOutcome> {
  const problems: string[] = [];
  const cells: string[] = [];
  for (const [i, issuer] of fleet.instances.entries()) {
    const session = await login(issuer.url, '4004_MGR', { origin, clientIp: `10.35.0.${i + 1}` });
    const reads = await Promise.all(fleet.instances.map((reader) => me(reader.url, session)));
    reads.forEach((call, k) => { if (call.status !== 200) problems.push(`a token from ${issuer.id} answered ${call.status} at ${fleet.instances[k]!.id}`); });
    cells.push(`${issuer.id} → ${statusList(reads)}`);
  }
  return { figures: [`/me with each instance's token at every instance: ${cells.join('; ')}`], problems };
}

/** A write through one instance is what the next read through another shows (no instance serves a stale copy). */
export async function writeThenReadElsewhere({ fleet, sessions }: CheckContext): Promise<CheckOutcome> {
  const session = sessions['1001_MGR']!;
  const problems: string[] = [];
  for (let round = 0; round < fleet.instances.length * 2; round++) {
    const writer = fleet.instances[round % fleet.instances.length]!;
    const reader = fleet.instances[(round + 1) % fleet.instances.length]!;
    // The reader reads first, so a copy it may keep is older than the write.
    const before = await readShop(reader.url, session, '1001');
    const reference = `LAS${round}`;
    const written = await writeShop(writer.url, session, '1001', before.headers.get('etag') ?? '', reference);
    const after = await readShop(reader.url, session, '1001');
    if (written.status !== 200) problems.push(`write via ${writer.id} answered ${written.status} ${written.text}`);
    else if (after.headers.get('etag') !== written.headers.get('etag') || jsonOf<{ invoiceReference?: string }>(after).invoiceReference !== reference) {
      problems.push(`after a write via ${writer.id} (ETag ${written.headers.get('etag')}), ${reader.id} read ETag ${after.headers.get('etag')} and ${jsonOf<{ invoiceReference?: string }>(after).invoiceReference}`);
    }
  }
  return { figures: [`${fleet.instances.length * 2} writes, each read at once through the next instance`], problems };
}

/** Three clients on three instances race If-Match writes to one shop: each lands or gets 412; the row is the last that landed. */
export async function noLostUpdates({ fleet, sessions }: CheckContext): Promise<CheckOutcome> {
  const agency = '1001';
  const clients = ['1001_MGR', '1001_PLUS', '1001_BJORN'].map((username, i) => ({ session: sessions[username]!, instance: fleet.instances[i % fleet.instances.length]! }));
  const start = await readShop(clients[0]!.instance.url, clients[0]!.session, agency);
  const initial = versionOf(start);
  const ROUNDS = 12;
  const outcomes: Array<{ who: string; reference: string; ifMatch: number; call: Call }> = [];
  await Promise.all(clients.map(async ({ session, instance }) => {
    for (let round = 0; round < ROUNDS; round++) {
      const read = await readShop(instance.url, session, agency);
      const ifMatch = versionOf(read);
      const reference = `R${instance.id.slice(-1)}-${round}`;
      outcomes.push({ who: instance.id, reference, ifMatch, call: await writeShop(instance.url, session, agency, `"${ifMatch}"`, reference) });
    }
  }));
  const problems: string[] = [];
  const landed = outcomes.filter(({ call }) => call.status === 200);
  const conflicts = outcomes.filter(({ call }) => call.status === 412 && sameBody(call, errors.preconditionFailed()));
  const other = outcomes.filter((outcome) => !landed.includes(outcome) && !conflicts.includes(outcome));
  if (other.length > 0) problems.push(`${other.length} writes neither landed nor got 412: ${statusList(other.map(({ call }) => call))}`);
  for (const { reference, ifMatch, call } of landed) {
    if (versionOf(call) !== ifMatch + 1) problems.push(`write ${reference} sent version ${ifMatch} and was acknowledged as version ${versionOf(call)} (written over another)`);
  }
  const versions = landed.map(({ call }) => versionOf(call));
  if (new Set(versions).size !== versions.length) problems.push('two acknowledged writes share a version');
  const last = [...landed].sort((x, y) => versionOf(y.call) - versionOf(x.call))[0];
  const client = new pg.Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ version: string; invoice_reference: string }>('SELECT version, invoice_reference FROM agencies WHERE agency_number = $1', [agency]);
  await client.end();
  const row = rows[0]!;
  if (Number(row.version) !== initial + landed.length) problems.push(`the row is at version ${row.version}, expected ${initial} + ${landed.length} acknowledged writes`);
  if (last !== undefined && row.invoice_reference !== last.reference) problems.push(`the row holds ${row.invoice_reference}, the last acknowledged write was ${last.reference}`);
  if (landed.length === 0 || conflicts.length === 0) problems.push(`no race happened (${landed.length} landed, ${conflicts.length} got 412)`);
  return { figures: [`${outcomes.length} writes by 3 clients on ${clients.map((c) => c.instance.id).join(', ')}: ${landed.length} landed, ${conflicts.length} got 412; row version ${initial} → ${row.version}, holds ${row.invoice_reference}`], problems };
}

function loadFigures(result: Awaited<ReturnType<ReturnType<typeof startLoad>['stop']>>, audit: Awaited<ReturnType<typeof auditWrites>>): string {
  const { total, failed, perKind } = summarize(result.calls);
  return `${total} requests in ${result.seconds.toFixed(1)} s (${Object.entries(perKind).map(([kind, n]) => `${kind} ${n}`).join(', ')}), ${failed.length} failed; writes: ${audit.acknowledged} acknowledged, ${audit.uncertain} unanswered`;
}

/** Each instance in turn gets SIGTERM and is started again once it has exited, under load: nothing fails, no write lost or doubled. */
export async function rollingRestart({ fleet, fixture }: CheckContext): Promise<CheckOutcome> {
  const load = startLoad(fixture);
  const figures: string[] = [];
  const problems: string[] = [];
  await sleep(1000);
  for (const instance of fleet.instances) {
    const began = performance.now();
    const code = await instance.stop();
    const stoppedAfter = performance.now() - began;
    if (code !== 0) problems.push(`${instance.id} exited with ${code} after SIGTERM (expected 0: drained)`);
    await instance.start();
    await fleet.balancer.waitFor([instance.id], 'UP', 15_000);
    figures.push(`${instance.id}: drained and exited in ${(stoppedAfter / 1000).toFixed(1)} s, back in rotation after ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
  await sleep(1000);
  const result = await load.stop();
  const audit = await auditWrites(fleet.databaseUrl, result.writers);
  const { failed } = summarize(result.calls);
  figures.unshift(loadFigures(result, audit));
  if (failed.length > 0) problems.push(`${failed.length} requests failed: ${failed.slice(0, 5).map(describeCall).join('; ')}`);
  problems.push(...audit.problems, ...result.loopErrors.map((error) => `a load loop stopped: ${error}`));
  return { figures, problems };
}

/** kill -9 of one instance under load: only requests in flight on it fail; HAProxy takes it out within its check interval. */
export async function crash({ fleet, fixture }: CheckContext, victim: PortalInstance): Promise<CheckOutcome> {
  const load = startLoad(fixture);
  await sleep(1500);
  // HAProxy's own count of what was in flight on the victim, and of failed answers per server, around the kill.
  const before = await serverStats(fleet.balancer.socket);
  const killedAt = performance.now();
  await victim.crash();
  const atKill = await serverStats(fleet.balancer.socket);
  const downAfter = await fleet.balancer.waitFor([victim.id], 'DOWN', 10_000);
  await sleep(2000);
  const result = await load.stop();
  const audit = await auditWrites(fleet.databaseUrl, result.writers);
  const { failed } = summarize(result.calls);
  const onVictim = (call: Call) => call.servedBy === victim.id;
  const after = await serverStats(fleet.balancer.socket);
  const key = `portal/${victim.id}`;
  const inFlight = Math.max(before.get(key)?.scur ?? 0, atKill.get(key)?.scur ?? 0);
  const brokenOn = (name: string) => {
    const [from, to] = [before.get(`portal/${name}`), after.get(`portal/${name}`)];
    return from === undefined || to === undefined ? 0 : (to.eresp - from.eresp) + (to.srvAbort - from.srvAbort);
  };
  const problems: string[] = [];
  const late = failed.filter((call) => call.start >= killedAt);
  if (late.length > 0) problems.push(`${late.length} requests sent after the kill failed: ${late.slice(0, 5).map(describeCall).join('; ')}`);
  if (failed.length > inFlight) problems.push(`${failed.length} requests failed, more than the ${inFlight} HAProxy had in flight on ${victim.id}`);
  for (const instance of fleet.instances) {
    if (instance !== victim && brokenOn(instance.id) > 0) problems.push(`HAProxy counted ${brokenOn(instance.id)} broken answers on ${instance.id}, which was not killed`);
  }
  const bound = CHECKS.interMs * (CHECKS.fall + 1);
  if (downAfter > bound) problems.push(`HAProxy marked ${victim.id} down after ${downAfter.toFixed(0)} ms, more than inter × (fall + 1) = ${bound} ms`);
  const lateOnVictim = result.calls.filter((call) => onVictim(call) && call.start > killedAt + downAfter);
  if (lateOnVictim.length > 0) problems.push(`${lateOnVictim.length} requests went to ${victim.id} after HAProxy marked it down`);
  problems.push(...audit.problems, ...result.loopErrors.map((error) => `a load loop stopped: ${error}`));
  return {
    figures: [
      loadFigures(result, audit),
      `kill -9 ${victim.id}: ${inFlight} requests in flight on it (HAProxy's count), ${failed.length} failed, ${brokenOn(victim.id)} broken answers counted on it by HAProxy (${failed.map((call) => call.kind).join(', ') || 'none'}); HAProxy marked it down after ${downAfter.toFixed(0)} ms (checks every ${CHECKS.interMs} ms, down after ${CHECKS.fall})`,
    ],
    problems,
  };
}

/** PostgreSQL stops and starts under load: the instances answer the Swedish 503 meanwhile (no hang, no 500) and recover within 5 s. */
export async function databaseRestart({ fleet, fixture }: CheckContext): Promise<CheckOutcome> {
  const RECOVER_MS = 5000;
  const load = startLoad(fixture);
  await sleep(1000);
  const haltedAt = performance.now();
  await fleet.cluster.halt();
  const downFor = performance.now();
  await sleep(2500);
  const states = await serverStates(fleet.balancer.socket);
  await fleet.cluster.resume();
  const backAt = performance.now();
  // Each instance's readiness, asked directly, from the moment PostgreSQL accepts connections again.
  const readyAfter = await Promise.all(fleet.instances.map(async (instance) => {
    for (;;) {
      const call = await send(instance.url, 'GET', '/health/ready', { kind: 'ready' });
      if (call.status === 200) return performance.now() - backAt;
      if (performance.now() - backAt > 15_000) return Number.POSITIVE_INFINITY;
      await sleep(100);
    }
  }));
  await sleep(Math.max(0, RECOVER_MS + 1500 - (performance.now() - backAt)));
  const result = await load.stop();
  const audit = await auditWrites(fleet.databaseUrl, result.writers);
  const unavailable = errors.databaseUnavailable();
  const before = result.calls.filter((call) => call.end < haltedAt);
  const during = result.calls.filter((call) => call.end >= haltedAt && call.start < backAt + RECOVER_MS);
  const after = result.calls.filter((call) => call.start >= backAt + RECOVER_MS);
  const swedish503 = during.filter((call) => call.status === 503 && sameBody(call, unavailable));
  const wrong = during.filter((call) => call.ok !== true && !swedish503.includes(call));
  // Not a hang: each refusal comes at once (a call with no answer within CALL_TIMEOUT_MS fails above).
  const slowest503 = Math.max(0, ...swedish503.map((call) => call.end - call.start));
  const slowest = [...during].sort((x, y) => (y.end - y.start) - (x.end - x.start))[0];
  const problems: string[] = [];
  const failedBefore = before.filter((call) => call.ok !== true);
  if (failedBefore.length > 0) problems.push(`${failedBefore.length} requests failed before PostgreSQL stopped`);
  if (swedish503.length === 0) problems.push(`no request was answered 503 ${bodyOf(unavailable)} while PostgreSQL was down`);
  if (wrong.length > 0) problems.push(`${wrong.length} requests answered neither as usual nor the Swedish 503: ${wrong.slice(0, 5).map(describeCall).join('; ')}`);
  if (slowest503 > RECOVER_MS) problems.push(`a 503 took ${(slowest503 / 1000).toFixed(1)} s to come while PostgreSQL was down (a hang)`);
  readyAfter.forEach((ms, i) => { if (ms > RECOVER_MS) problems.push(`${fleet.instances[i]!.id} was not ready within ${RECOVER_MS / 1000} s of PostgreSQL's return`); });
  const failedAfter = after.filter((call) => call.ok !== true);
  if (failedAfter.length > 0) problems.push(`${failedAfter.length} requests failed after the ${RECOVER_MS / 1000} s of recovery: ${failedAfter.slice(0, 5).map(describeCall).join('; ')}`);
  problems.push(...audit.problems, ...result.loopErrors.map((error) => `a load loop stopped: ${error}`));
  const firstOk = result.calls.filter((call) => call.start >= backAt && call.ok === true).sort((x, y) => x.end - y.end)[0];
  return {
    figures: [
      loadFigures(result, audit),
      `PostgreSQL down ${((backAt - downFor) / 1000).toFixed(1)} s (stopping took ${((downFor - haltedAt) / 1000).toFixed(1)} s): ${during.length} requests around it, ${swedish503.length} answered 503 "${unavailable.message}", ${wrong.length} otherwise failed; slowest 503 ${(slowest503 / 1000).toFixed(2)} s, slowest answer ${slowest === undefined ? '-' : `${((slowest.end - slowest.start) / 1000).toFixed(2)} s (${slowest.kind} → ${slowest.status})`}; HAProxy meanwhile: ${[...states].filter(([name]) => name.startsWith('portal/')).map(([name, state]) => `${name.slice(7)} ${state}`).join(', ')}`,
      `back: first request served ${firstOk === undefined ? 'never' : `${((firstOk.end - backAt) / 1000).toFixed(2)} s`} after PostgreSQL accepted connections; instances ready after ${readyAfter.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (goal ≤ ${RECOVER_MS / 1000} s)`,
    ],
    problems,
  };
}

/**
 * A table lock held as a migration or VACUUM FULL holds it (issue 37 item 18: a 25 s lock hung /me up to 25.5 s and
 * took every instance out of rotation): every /me meanwhile is answered within the session bounds, 200 or the Swedish
 * 503 "busy" (never "unreachable", never a hang), HAProxy keeps every instance up, and /me is 200 again once it is gone.
 */
export async function heldLock({ fleet, origin, sessions }: CheckContext): Promise<CheckOutcome> {
  const HOLD_MS = 8000;
  // lock_timeout (2 s) for a request that meets the lock, plus the pool's wait (2 s) for one queued behind such requests.
  const BOUND_MS = REQUEST_BOUNDS.lockMs + REQUEST_BOUNDS.poolWaitMs + 1000;
  const busy = errors.databaseBusy();
  const readers = ['1001_PLUS', '2002_MGR', '3003_MGR', '4004_MGR'].map((username) => sessions[username]!);
  const holder = new pg.Client({ connectionString: fleet.databaseUrl });
  await holder.connect();
  const calls: Call[] = [];
  const notUp = new Set<string>();
  let lockedFor = 0;
  try {
    // A transaction id, as a migration has one: the instances' change clocks move and their kept reads are read again.
    await holder.query('BEGIN');
    await holder.query('SELECT txid_current()');
    await holder.query('LOCK TABLE users, refresh_tokens IN ACCESS EXCLUSIVE MODE');
    const lockedAt = performance.now();
    const watch = (async () => {
      while (performance.now() - lockedAt < HOLD_MS) {
        for (const [name, state] of await serverStates(fleet.balancer.socket)) if (name.startsWith('portal/') && state !== 'UP') notUp.add(`${name.slice(7)} ${state}`);
        await sleep(250);
      }
    })();
    await Promise.all(readers.map(async (session) => {
      while (performance.now() - lockedAt < HOLD_MS) await me(origin, session, calls);
    }));
    await watch;
    lockedFor = performance.now() - lockedAt;
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end().catch(() => undefined);
  }
  const after = await Promise.all(readers.map((session) => me(origin, session)));
  const answered = calls.filter((call) => call.status === 200);
  const refusedBusy = calls.filter((call) => call.status === 503 && sameBody(call, busy));
  const wrong = calls.filter((call) => !answered.includes(call) && !refusedBusy.includes(call));
  const slowest = Math.max(0, ...calls.map((call) => call.end - call.start));
  const problems: string[] = [];
  if (refusedBusy.length === 0) problems.push(`no /me met the lock (none answered 503 ${bodyOf(busy)})`);
  if (wrong.length > 0) problems.push(`${wrong.length} /me answered neither 200 nor the Swedish 503 "busy": ${wrong.slice(0, 5).map(describeCall).join('; ')}`);
  if (slowest > BOUND_MS) problems.push(`a /me took ${(slowest / 1000).toFixed(1)} s under the lock (bound ${BOUND_MS / 1000} s)`);
  if (notUp.size > 0) problems.push(`HAProxy took instances out of rotation under the lock: ${[...notUp].join(', ')}`);
  if (after.some((call) => call.status !== 200)) problems.push(`after the lock /me answered ${statusList(after)}`);
  return {
    figures: [
      `users and refresh_tokens locked ${(lockedFor / 1000).toFixed(1)} s: ${calls.length} /me by ${readers.length} clients, ${answered.length} answered 200, ${refusedBusy.length} 503 "${busy.message}", ${wrong.length} otherwise; slowest ${(slowest / 1000).toFixed(2)} s (bound ${BOUND_MS / 1000} s); HAProxy: ${notUp.size === 0 ? 'every instance UP throughout' : [...notUp].join(', ')}; after: ${statusList(after)}`,
    ],
    problems,
  };
}
