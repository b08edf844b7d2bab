// When may a read kept in memory still be served? Until the database changes: a write through the store's connection
// moves the clock at once (SQLite's total_changes()); another connection's or process's commit is seen at the next
// turn of the event loop (data_version, read at most once per turn). On PostgreSQL the clock is the database's
// snapshot, read once for the callers of one turn (postgresChangeClock).
import type { Db } from './open-database.js';

/**
 * A number that changes whenever a read kept in memory may be stale: what was read after the clock showed a value is
 * current while it shows that value. SQLite answers at once; PostgreSQL after one round trip per event-loop turn, or
 * at once from `observed`: the snapshot text a statement of the caller's request read after it arrived (the API
 * guard's, `clockReading`). SQLite's clock has no use for it.
 */
export type ChangeClock = (observed?: string) => number | Promise<number>;

/** A change cache: a value by key, loaded again once the clock moved. */
export type ChangeCache<K, V> = (key: K) => Promise<V>;

/** The real setImmediate, taken before any test fakes the timers. */
const realSetImmediate = globalThis.setImmediate;

/**
 * A number that changes whenever the database may have changed: a read cached under one value is current while the
 * clock shows it. The connection's own writes show at once, whatever ran them (its total_changes(): no statement
 * needs wrapping); another connection's commit shows from the next event-loop turn on (a request in flight then was
 * already concurrent with it).
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
  const versionStmt = db.prepare('SELECT data_version FROM pragma_data_version').pluck();
  const changesStmt = db.prepare('SELECT total_changes()').pluck();
  let version = versionStmt.get() as number;
  let changes = changesStmt.get() as number;
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
    const changed = changesStmt.get() as number;
    if (changed !== changes) {
      changes = changed;
      generation += 1;
    }
    return generation;
  };
}

/**
 * Values loaded by key and kept while the change clock stands still; any change forgets them all. Bounded: past
 * `maxEntries` keys the oldest is forgotten. A value is kept only under the clock value read before its load, and only
 * while that is still the cache's value: a load that a newer caller's clock outran is served to its own caller only.
 */
export function createChangeCache<K, V>(clock: ChangeClock, load: (key: K) => Promise<V>, maxEntries = 10_000): ChangeCache<K, V> {
  const values = new Map<K, V>();
  let generation = Number.NaN;
  return async (key: K) => {
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
  };
}

/** What PostgreSQL says about its committed transactions: the text changes whenever any transaction has committed. */
const SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

/** What the clock needs of a pg pool. */
export interface ClockPool {
  query(text: string): Promise<{ readonly rows: readonly { readonly snapshot: string | null }[] }>;
}

/**
 * The change clock of a PostgreSQL store, shared by every instance: pg_current_snapshot() (xmin:xmax:in-progress ids)
 * differs after any commit in the cluster, so an unchanged text means nothing was committed in between. The callers of
 * one event-loop turn share one read, sent after the turn: a write acknowledged by another instance before a request
 * arrived is seen by that request's read. Reads may come back out of order: the generation moves whenever the text
 * differs from the one seen last, so an older snapshot arriving late only forgets kept values once more.
 */
export function postgresChangeClock(pool: ClockPool): ChangeClock {
  let seen: string | undefined;
  let generation = 0;
  let next: Promise<number> | undefined;
  const generationOf = (snapshot: string | undefined): number => {
    if (snapshot !== seen) {
      seen = snapshot;
      generation += 1;
    }
    return generation;
  };
  const read = async (): Promise<number> => generationOf((await pool.query(SNAPSHOT)).rows[0]?.snapshot ?? undefined);
  return (observed) => {
    // Taken after the caller's request arrived, as the turn's read would be: the same answer without the round trip.
    if (observed !== undefined) return generationOf(observed);
    // The real setImmediate: with faked timers the read would never be sent.
    next ??= new Promise<number>((resolve, reject) => {
      realSetImmediate(() => {
        next = undefined;
        read().then(resolve, reject);
      });
    });
    return next;
  };
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
