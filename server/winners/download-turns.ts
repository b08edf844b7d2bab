import type { AppError } from '../http/errors.js';

/** How many downloads one user has answered at once, how many more wait their turn before a 429, and their pace. */
export interface TurnLimits {
  perUser: number;
  waitingPerUser: number;
  /** A turn holds its place this long after it ended: one user's downloads, however they arrive, are paced. */
  passAfterMs: number;
}

/**
 * Per-user turns (issue 23 item 2): a user's downloads beyond `perUser` wait in line instead of being answered at once,
 * and a turn passes on `passAfterMs` after the one before ended: a kept PDF is answered faster than `/me`, so without
 * a pace one user's 32 connections took most of the event loop (bench:load, 0.38). Past the line's bound: the refusal
 * (429). A user's entry is deleted when nothing of theirs is active, waiting or holding its place.
 */
export function createDownloadTurns(limits: TurnLimits, refusal: () => AppError) {
  const users = new Map<string, { active: number; waiting: (() => void)[] }>();
  return {
    /** Resolves with the function that ends the turn (call it once the answer is sent or the request is gone). */
    take(username: string): Promise<() => void> {
      const key = username.toUpperCase();
      const user = users.get(key) ?? { active: 0, waiting: [] };
      users.set(key, user);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        // The turn holds its place passAfterMs after it ends, whether or not a download waits (issue 37: on SQLite a
        // kept PDF is answered within one event-loop turn, so none ever waited and nothing was paced), then passes on.
        setTimeout(() => {
          const next = user.waiting.shift();
          if (next !== undefined) next();
          else if ((user.active -= 1) === 0) users.delete(key);
        }, limits.passAfterMs);
      };
      if (user.active < limits.perUser) {
        user.active += 1;
        return Promise.resolve(end);
      }
      if (user.waiting.length >= limits.waitingPerUser) return Promise.reject(refusal());
      return new Promise((resolve) => { user.waiting.push(() => resolve(end)); });
    },
    /** Users with a download active or waiting (tests: the map empties). */
    userCount: () => users.size,
  };
}
