import { skippingLocked } from '../db/dialect.js';
import type { Store } from '../db/store.js';

/** Ended windows a hit that opens a new window deletes at most: the table stays near the live buckets, each hit bounded. */
export const ENDED_WINDOWS_PRUNED_PER_HIT = 100;

/** One bucket's count in its current window. */
export interface RateLimitHit {
  hits: number;
  windowEndsAt: number;
}

/**
 * The login rate limits' fixed-window counters (migration 017), shared by every process and instance on the database.
 * One INSERT … ON CONFLICT DO UPDATE … RETURNING counts a hit: the database serialises hits on one bucket by its row
 * lock, so hits arriving at once on several instances are each counted exactly once.
 */
export function createLoginRateLimitRepository(store: Store) {
  const { db } = store;
  return {
    /** Counts a hit on `bucket`; a window that has ended (at `nowMs`) starts over at 1 for another `windowMs`. */
    async hit(bucket: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
      const row = await db.insertInto('login_rate_limits')
        .values({ bucket, hits: 1, window_ends_at: nowMs + windowMs })
        .onConflict((conflict) => conflict.column('bucket').doUpdateSet((eb) => {
          const ended = eb('login_rate_limits.window_ends_at', '<=', nowMs);
          return {
            hits: eb.case().when(ended).then(1).else(eb('login_rate_limits.hits', '+', 1)).end(),
            window_ends_at: eb.case().when(ended).then(eb.ref('excluded.window_ends_at')).else(eb.ref('login_rate_limits.window_ends_at')).end(),
          };
        }))
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      // A new window (hits 1) is a new or reset row: it pays for removing a few ended ones, so they cannot pile up.
      // Housekeeping only: a prune that fails (the next one retries) must not fail the attempt it was counted for.
      if (row.hits === 1) await this.pruneEnded(nowMs).catch(() => 0);
      return { hits: row.hits, windowEndsAt: row.window_ends_at };
    },
    /** Deletes at most ENDED_WINDOWS_PRUNED_PER_HIT rows whose window ended by `nowMs`; answers how many. */
    async pruneEnded(nowMs: number): Promise<number> {
      // The outer condition again: a row another instance restarted meanwhile is re-checked and kept (PostgreSQL).
      const result = await db.deleteFrom('login_rate_limits')
        .where('window_ends_at', '<=', nowMs)
        .where('bucket', 'in', (eb) => skippingLocked(store.dialect, eb.selectFrom('login_rate_limits').select('bucket')
          .where('window_ends_at', '<=', nowMs).limit(ENDED_WINDOWS_PRUNED_PER_HIT)))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('login_rate_limits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type LoginRateLimitRepository = ReturnType<typeof createLoginRateLimitRepository>;
