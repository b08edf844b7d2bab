import type { AppError } from '../http/errors.js';

/** Caps on renders in flight: per user and in total (docs/security.md, finding 7 and issue 23 item 2). */
export interface SlotLimits {
  perUser: number;
  total: number;
}

/** The 429s a caller over a cap gets, in the renderer's own words. */
export interface SlotErrors {
  busy: () => AppError;
  busyForUser: () => AppError;
}

/**
 * Counts renders in flight per user and in total; over a cap `run` refuses at once (the error's 429) instead of
 * queueing without end. A user's counter is deleted at zero, so the map holds only users rendering now.
 */
export function createRenderSlots(limits: SlotLimits, refusals: SlotErrors) {
  const perUser = new Map<string, number>();
  let total = 0;
  return {
    async run<T>(username: string, work: () => Promise<T>): Promise<T> {
      const key = username.toUpperCase();
      const mine = perUser.get(key) ?? 0;
      if (mine >= limits.perUser) throw refusals.busyForUser();
      if (total >= limits.total) throw refusals.busy();
      total += 1;
      perUser.set(key, mine + 1);
      try {
        return await work();
      } finally {
        total -= 1;
        const left = (perUser.get(key) ?? 1) - 1;
        if (left > 0) perUser.set(key, left);
        else perUser.delete(key);
      }
    },
    inFlight: () => total,
  };
}
