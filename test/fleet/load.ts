// A bounded load through the balancer, as a few shops use the portal: logins (the whole haapi flow), /me with a bearer
// token, shop-detail writes with If-Match (one writer per agency, so each write must land) and a report download.
// Every call is logged; each write's outcome is kept to compare with the database afterwards.
import pg from 'pg';
import { type Call, type CallLog, jsonOf, login, LoginError, me, type Session } from '../../scripts/fleet/portal-client.js';
import { downloadReport, readShop, writeShop } from './shop.js';

/** Users the load logs in again and again (none of them is used by a consistency check); each has its own browser. */
export const LOAD_LOGIN_USERS = ['1001_SALJ', '1001_EKO', '1001_ANNA', '1001_CECILIA', '2002_FREDRIK', '2002_GUNILLA', '3003_HANNA', '4004_JOHANNA', 'KEDJA3', 'TELIA1', 'FOLKSPEL1'];

export interface LoadFixture {
  base: string;
  origin: string;
  readers: Session[];
  reporter: Session;
  writers: Array<{ session: Session; agency: string }>;
}

export interface WriteAttempt {
  reference: string;
  ifMatch: number;
  status: number;
  /** The version the answer's ETag names (200 only). */
  version?: number;
}

export interface WriterTrack {
  agency: string;
  initialVersion: number;
  attempts: WriteAttempt[];
}

export interface LoadResult {
  calls: CallLog;
  writers: WriterTrack[];
  /** Seconds the load ran. */
  seconds: number;
  /** A loop that stopped on an error of its own (not an HTTP failure: those are calls). */
  loopErrors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const versionOf = (etag: string | null): number => Number((etag ?? '').replace(/"/g, ''));
let referenceCounter = 0;

/** Starts the load; stop() ends every loop after its current call and answers what happened. */
export function startLoad(fixture: LoadFixture, pace = { meMs: 40, writeMs: 120, loginMs: 1500, reportMs: 4000 }) {
  const calls: CallLog = [];
  let running = true;
  const started = performance.now();
  const pause = async (ms: number) => { if (running) await sleep(ms); };

  const meLoop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const session = fixture.readers[i % fixture.readers.length]!;
      const call = await me(fixture.base, session, calls);
      call.ok = call.status === 200;
      await pause(pace.meMs);
    }
  };

  const loginLoop = async () => {
    const devices = new Map<string, string | undefined>();
    for (let i = 0; running; i++) {
      const username = LOAD_LOGIN_USERS[i % LOAD_LOGIN_USERS.length]!;
      const before = calls.length;
      try {
        // Each user logs in from a browser of its own (its device cookie, its address): the per-user limits are not the point here.
        const session = await login(fixture.base, username, {
          origin: fixture.origin, log: calls, device: devices.get(username), clientIp: `10.20.0.${(i % LOAD_LOGIN_USERS.length) + 1}`,
        });
        devices.set(username, session.device);
      } catch (error) {
        if (!(error instanceof LoginError)) throw error;
      }
      for (const call of calls.slice(before)) call.ok = call.status === 200;
      await pause(pace.loginMs);
    }
  };

  const reportLoop = async () => {
    while (running) {
      const call = await downloadReport(fixture.base, fixture.reporter, '1001', calls);
      call.ok = call.status === 200 && call.headers.get('content-type')?.includes('pdf') === true;
      await pause(pace.reportMs);
    }
  };

  const writers: WriterTrack[] = [];
  const writerLoop = async ({ session, agency }: { session: Session; agency: string }) => {
    const readVersion = async (): Promise<number> => {
      for (;;) {
        const call = await readShop(fixture.base, session, agency, calls);
        call.ok = call.status === 200;
        if (call.status === 200) return versionOf(call.headers.get('etag'));
        if (!running) return Number.NaN;
        await sleep(100);
      }
    };
    let version = await readVersion();
    const track: WriterTrack = { agency, initialVersion: version, attempts: [] };
    writers.push(track);
    while (running) {
      const reference = `F${++referenceCounter}`;
      const call = await writeShop(fixture.base, session, agency, `"${version}"`, reference, calls);
      call.ok = call.status === 200;
      const attempt: WriteAttempt = { reference, ifMatch: version, status: call.status };
      track.attempts.push(attempt);
      if (call.status === 200) {
        attempt.version = versionOf(call.headers.get('etag'));
        version = attempt.version;
      } else {
        // Landed or not is unknown (no answer, or a 5xx): read the version the next write builds on.
        version = await readVersion();
      }
      await pause(pace.writeMs);
    }
  };

  const loopErrors: string[] = [];
  const loops = [meLoop(0), meLoop(1), loginLoop(), reportLoop(), ...fixture.writers.map(writerLoop)]
    .map((loop) => loop.catch((error: unknown) => { loopErrors.push((error as Error).stack ?? String(error)); }));
  return {
    calls,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      return { calls, writers, seconds: (performance.now() - started) / 1000, loopErrors };
    },
  };
}

export interface WriteAudit {
  acknowledged: number;
  /** Writes without an acknowledgement (no answer or a 5xx): each may or may not have landed. */
  uncertain: number;
  /** Problems found: an acknowledged write missing, one applied twice, a write acknowledged over another. */
  problems: string[];
}

/**
 * Compares the writers' acknowledgements with the agencies' rows. Each acknowledged write moved the version by exactly
 * one from the ETag it sent (none applied over another, none twice); the row's version is the start plus the
 * acknowledged writes, plus at most the uncertain ones; the row holds the last acknowledged write unless an uncertain
 * write came after it.
 */
export async function auditWrites(databaseUrl: string, writers: readonly WriterTrack[]): Promise<WriteAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const audit: WriteAudit = { acknowledged: 0, uncertain: 0, problems: [] };
  try {
    for (const track of writers) {
      const { rows } = await client.query<{ version: string; invoice_reference: string }>(
        'SELECT version, invoice_reference FROM agencies WHERE agency_number = $1', [track.agency]);
      const row = rows[0] === undefined ? undefined : { version: Number(rows[0].version), invoice_reference: rows[0].invoice_reference };
      const acks = track.attempts.filter((attempt) => attempt.status === 200);
      const uncertain = track.attempts.filter((attempt) => attempt.status === 0 || attempt.status >= 500);
      const refused = track.attempts.filter((attempt) => attempt.status !== 200 && !(attempt.status === 0 || attempt.status >= 500));
      audit.acknowledged += acks.length;
      audit.uncertain += uncertain.length;
      for (const attempt of refused) audit.problems.push(`${track.agency}: write ${attempt.reference} over version ${attempt.ifMatch} answered ${attempt.status} (a single writer's write must land)`);
      for (const ack of acks) {
        if (ack.version !== ack.ifMatch + 1) audit.problems.push(`${track.agency}: write ${ack.reference} sent version ${ack.ifMatch}, acknowledged as ${ack.version}`);
      }
      if (row === undefined) {
        audit.problems.push(`${track.agency}: no row`);
        continue;
      }
      const low = track.initialVersion + acks.length;
      if (row.version < low || row.version > low + uncertain.length) {
        audit.problems.push(`${track.agency}: version ${row.version}, expected ${low}${uncertain.length > 0 ? `…${low + uncertain.length}` : ''} (start ${track.initialVersion} + ${acks.length} acknowledged)`);
      }
      const lastAck = acks.at(-1);
      const uncertainAfter = lastAck !== undefined && track.attempts.slice(track.attempts.indexOf(lastAck) + 1).some((attempt) => uncertain.includes(attempt));
      if (lastAck !== undefined && !uncertainAfter && row.invoice_reference !== lastAck.reference) {
        audit.problems.push(`${track.agency}: the row holds ${row.invoice_reference}, the last acknowledged write was ${lastAck.reference}`);
      }
    }
  } finally {
    await client.end();
  }
  return audit;
}

/** Calls per kind, and the failed ones (not ok), for the printed figures. */
export function summarize(calls: readonly Call[]): { total: number; failed: Call[]; perKind: Record<string, number> } {
  const perKind: Record<string, number> = {};
  for (const call of calls) perKind[call.kind] = (perKind[call.kind] ?? 0) + 1;
  return { total: calls.length, failed: calls.filter((call) => call.ok !== true), perKind };
}

export const describeCall = (call: Call) =>
  `${call.kind} via ${call.servedBy ?? call.base} → ${call.status || call.error} ${call.status === 0 ? '' : jsonOf<{ code?: string }>(call).code ?? call.text.slice(0, 80)}`;
