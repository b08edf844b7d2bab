// When may a read kept in memory still be served? Until the database changes (bench:load figure 1, docs/security.md):
// a write through any connection this process holds moves the clock at once; a commit by another process is seen at the
// next turn of the event loop (SQLite's data_version, read at most once per turn instead of once per request). On
// PostgreSQL the clock is the database's snapshot, read once for the callers of one turn (postgresChangeClock).
import Database from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from './open-database.js';

/**
 * A number that changes whenever a read kept in memory may be stale: what was read after the clock showed a value is
 * current while it shows that value. SQLite answers at once; PostgreSQL after one round trip per event-loop turn.
 */
export interface ChangeClock {
  (): number | Promise<number>;
  /**
   * The value of the newest reading already back, without a new read (undefined before the first): on a clock that
   * answers after a round trip, what a kept value can be served under while a read sent after the request confirms it
   * (server/auth/access-confirmation.ts). Absent on a clock that answers at once (SQLite's).
   */
  readonly lastRead?: () => number | undefined;
}

/** A value kept by a change cache, with the clock value it is kept under. */
export interface Kept<V> {
  readonly value: V;
  readonly generation: number;
}

/** A change cache: a value by key through the clock, and what it keeps under the clock's newest reading, at once. */
export interface ChangeCache<K, V> {
  (key: K): Promise<V>;
  /**
   * The value kept for `key` if the clock's newest reading is still the one it was kept under; undefined otherwise, and
   * always on a clock without lastRead. Current when that reading was; a caller confirms it with a read of its own.
   */
  kept(key: K): Kept<V> | undefined;
}

type Statement = Database.Statement<unknown[]>;

/** Writes made through any database handle of this process (statements that are not read-only, and exec). */
let localWrites = 0;
const bump = (): void => { localWrites += 1; };
let counting = false;

/** Wraps better-sqlite3's statement methods once per process, so no write path can forget to move the clock. */
function countWrites(db: Db): void {
  if (counting) return;
  counting = true;
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<'run' | 'get' | 'all' | 'iterate', (...args: unknown[]) => unknown>;
  for (const method of ['run', 'get', 'all'] as const) {
    const original = proto[method];
    proto[method] = function (this: Statement, ...args: unknown[]) {
      if (this.readonly) return original.apply(this, args);
      try {
        return original.apply(this, args);
      } finally {
        bump();
      }
    };
  }
  const iterate = proto.iterate;
  proto.iterate = function (this: Statement, ...args: unknown[]) {
    if (this.readonly) return iterate.apply(this, args);
    bump();
    const rows = iterate.apply(this, args) as Iterable<unknown>;
    // A writing statement writes while it is iterated: the clock moves again once it is done.
    return (function* () {
      try {
        yield* rows;
      } finally {
        bump();
      }
    })();
  };
  const exec = Database.prototype.exec;
  Database.prototype.exec = function (this: Db, source: string) {
    try {
      return exec.call(this, source);
    } finally {
      bump();
    }
  };
}

/** The real setImmediate, taken before any test fakes the timers. */
const realSetImmediate = globalThis.setImmediate;

/**
 * A number that changes whenever the database may have changed: a read cached under one value is current while the
 * clock shows it. Another process's commit shows from the next event-loop turn on (a request in flight then was
 * already concurrent with it); this process's own writes show at once.
 */
export function changeClockOf(db: Db): () => number {
  let clock = clocks.get(db);
  if (clock === undefined) {
    clock = createChangeClock(db);
    clocks.set(db, clock);
  }
  return clock;
}

const clocks = new WeakMap<Db, () => number>();

function createChangeClock(db: Db): () => number {
  countWrites(db);
  const versionStmt = db.prepare('SELECT data_version FROM pragma_data_version').pluck();
  let version = versionStmt.get() as number;
  let writes = localWrites;
  let generation = 0;
  let checkedThisTurn = true;
  realSetImmediate(() => { checkedThisTurn = false; }).unref();
  return () => {
    if (!checkedThisTurn) {
      checkedThisTurn = true;
      realSetImmediate(() => { checkedThisTurn = false; }).unref();
      const now = versionStmt.get() as number;
      if (now !== version) {
        version = now;
        generation += 1;
      }
    }
    if (localWrites !== writes) {
      writes = localWrites;
      generation += 1;
    }
    return generation;
  };
}

/**
 * Values loaded by key and kept while the change clock stands still; any change forgets them all. Bounded: past
 * `maxEntries` keys the oldest is forgotten (keys come from verified tokens and checked paths, but stay bounded).
 * A value is kept only under the clock value read before its load, and only while that is still the cache's value: a
 * load that a newer caller's clock outran (it may have read before a write) is served to its own caller only.
 */
export function createChangeCache<K, V>(clock: ChangeClock, load: (key: K) => Promise<V>, maxEntries = 10_000): ChangeCache<K, V> {
  const values = new Map<K, V>();
  let generation = Number.NaN;
  const kept = (key: K): Kept<V> | undefined => {
    if (clock.lastRead?.() !== generation || !values.has(key)) return undefined;
    return { value: values.get(key) as V, generation };
  };
  return Object.assign(async (key: K) => {
    const now = await clock();
    if (now !== generation) {
      values.clear();
      generation = now;
    } else if (values.has(key)) {
      return values.get(key) as V;
    }
    const value = await load(key);
    // A write during the load moves the clock: the next caller forgets what this one keeps.
    if (generation !== now) return value;
    values.set(key, value);
    if (values.size > maxEntries) values.delete(values.keys().next().value as K);
    return value;
  }, { kept });
}

/** How many change-clock reads an instance has out at once (postgresChangeClock). */
export const CLOCK_READS_IN_FLIGHT = 2;

/** What PostgreSQL says about its committed transactions: the text changes whenever any transaction has committed. */
const SNAPSHOT = { name: 'portal-change-clock', text: 'SELECT pg_current_snapshot()::text AS snapshot' };

/** What pg gives a submittable query (pg's own Query, pg-cursor and pg-query-stream are ones). */
interface PgConnection {
  readonly stream: { cork?: () => void; uncork?: () => void };
  parse(query: { name: string; text: string }): void;
  bind(config: { statement: string }): void;
  execute(config: object): void;
  sync(): void;
}

/** A clock read's answer, in the shape of a pg result. */
export interface SnapshotResult {
  readonly rows: readonly { readonly snapshot: string | null }[];
}

/**
 * What the clock needs of a pg pool: pg-pool's query answers a submittable through its callback, as a promise (the
 * pg types give the submittable back, as pg's client.query does).
 */
export interface ClockPool {
  query(read: object): Promise<SnapshotResult>;
}

/** The clock of a pg pool. */
export const clockPoolOf = (pool: pg.Pool): ClockPool => pool as unknown as ClockPool;

/** Connections that have the clock's statement or have it on its way (pg-pool ends a client whose query failed). */
const preparedOn = new WeakSet<PgConnection>();

/**
 * One change-clock read as a pg submittable: Bind, Execute and Sync of the named statement (Parse first on a new
 * connection), with no Describe and no Result. pg's own Query describes the row and builds a Result at every read:
 * 20,000 reads through the pool took 10–12 µs of user time each that way, 6.3–6.7 µs this way (docs/performance.md).
 */
class SnapshotRead {
  // pg's client reads these when the statement's Parse completes or fails.
  readonly name = SNAPSHOT.name;
  readonly text = SNAPSHOT.text;
  /** Set by pg's client.query: called once, with the snapshot or the error. */
  callback: ((error: Error | undefined, result?: SnapshotResult) => void) | undefined;
  private snapshot: string | null = null;

  submit(connection: PgConnection): null {
    connection.stream.cork?.();
    try {
      if (!preparedOn.has(connection)) {
        connection.parse({ name: this.name, text: this.text });
        preparedOn.add(connection);
      }
      connection.bind({ statement: this.name });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleDataRow(message: { fields: (string | null)[] }): void { this.snapshot = message.fields[0] ?? null; }
  handleRowDescription(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  /** A refusal by the server (then no ReadyForQuery reaches this read) or a lost connection. */
  handleError(error: Error): void { this.answer(error); }

  handleReadyForQuery(): void { this.answer(undefined); }

  private answer(error: Error | undefined): void {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(error, error === undefined ? { rows: [{ snapshot: this.snapshot }] } : undefined);
  }
}

/**
 * The change clock of a PostgreSQL store, shared by every instance: pg_current_snapshot() (xmin:xmax:in-progress ids)
 * differs after any commit anywhere in the cluster, so an unchanged text means nothing was committed in between. A
 * caller is answered by a read sent after it asked: a write acknowledged by another instance before a request arrived
 * is seen by that request's read. Callers share reads: those of one turn get one read, sent after the turn
 * (setImmediate), and at most CLOCK_READS_IN_FLIGHT are out: who asks while they are gets the next one, sent when one
 * is back. Two, not one: a caller who came just after a read was sent waits for one round trip, not for that read and
 * then its own (GET /agencies/1001/info on PostgreSQL ÷ bare, four runs each: 0.46–0.47 with one, 0.47–0.52 with two).
 * Reads may come back out of order: the generation moves whenever the text differs from the one seen last, so an
 * older snapshot arriving late only forgets kept values once more, never keeps a stale one.
 */
export function postgresChangeClock(pool: ClockPool): ChangeClock {
  let seen: string | undefined;
  let generation = 0;
  /** The read the next callers wait for, not yet sent. */
  let next: { promise: Promise<number>; resolve: (value: number) => void; reject: (error: unknown) => void } | undefined;
  let inFlight = 0;
  const read = async (): Promise<number> => {
    const result = await pool.query(new SnapshotRead());
    const snapshot = result.rows[0]?.snapshot ?? undefined;
    if (snapshot !== seen) {
      seen = snapshot;
      generation += 1;
    }
    return generation;
  };
  const send = () => {
    const batch = next;
    // Sent by the read that comes back next when the others went out since this send was scheduled.
    if (batch === undefined || inFlight >= CLOCK_READS_IN_FLIGHT) return;
    next = undefined;
    inFlight += 1;
    read().then(batch.resolve, batch.reject).finally(() => {
      inFlight -= 1;
      if (next !== undefined && inFlight < CLOCK_READS_IN_FLIGHT) schedule();
    });
  };
  // The real setImmediate: with faked timers the read would never be sent.
  const schedule = () => { realSetImmediate(send); };
  const lastRead = () => (generation === 0 ? undefined : generation);
  return Object.assign(() => {
    if (next === undefined) {
      let resolve!: (value: number) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<number>((res, rej) => { resolve = res; reject = rej; });
      next = { promise, resolve, reject };
      if (inFlight < CLOCK_READS_IN_FLIGHT) schedule();
    }
    return next.promise;
  }, { lastRead });
}

/** A value read at most once per event-loop turn: callers in the same turn share one read; forget() drops it at once. */
export interface TurnCache<V> {
  get(): Promise<V>;
  /** After a write of this process: the next get() reads again, even in the same turn. */
  forget(): void;
}

export function createTurnCache<V>(load: () => Promise<V>): TurnCache<V> {
  let current: Promise<V> | undefined;
  return {
    get() {
      if (current === undefined) {
        const read = load();
        current = read;
        // The real setImmediate: with faked timers the value would otherwise be kept for ever.
        realSetImmediate(() => { if (current === read) current = undefined; }).unref();
      }
      return current;
    },
    forget() {
      current = undefined;
    },
  };
}
