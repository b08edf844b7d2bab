import type { RenditionLimits } from '../config.js';
import { AppError } from '../http/errors.js';

// UV_THREADPOOL_SIZE is 4: one render at a time leaves three threads, and a core, to everyone else.
export const DEFAULT_RENDITION_LIMITS: RenditionLimits = { concurrent: 1, perUser: 12, total: 32 };

export const renditionErrors = {
  busy: () => new AppError(429, 'error.image.busy', 'Många bilder skapas just nu. Försök igen om en stund.'),
  busyForClient: () => new AppError(429, 'error.image.busy-client', 'Du har redan många bilder som skapas. Vänta en stund och försök igen.'),
};

/**
 * Runs renders `concurrent` at a time; a user over its share, or everyone over the total, is refused at once with a
 * Swedish 429 instead of waiting without end. The waiting take turns by user (round robin), so one user's many
 * pictures never stand before another user's first.
 */
export function createRenditionGate(limits: RenditionLimits) {
  const perUser = new Map<string, number>();
  // Each waiting user's renders in order; the Map's order is the users' turn order.
  const waiting = new Map<string, (() => void)[]>();
  let admitted = 0;
  let running = 0;
  let renders = 0;

  const acquire = (user: string): Promise<void> | undefined => {
    if (running < limits.concurrent) {
      running += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => {
      const queue = waiting.get(user);
      if (queue === undefined) waiting.set(user, [resolve]);
      else queue.push(resolve);
    });
  };
  // Goes to the back of the line: the user just had a turn.
  const toTheBack = (user: string) => {
    const queue = waiting.get(user);
    if (queue === undefined) return;
    waiting.delete(user);
    if (queue.length > 0) waiting.set(user, queue);
  };
  // The slot passes straight to the next user in turn (never the one whose render just ended, while others wait).
  const release = (finished: string) => {
    toTheBack(finished);
    const [user, queue] = waiting.entries().next().value ?? [];
    if (user === undefined || queue === undefined) {
      running -= 1;
      return;
    }
    const next = queue.shift()!;
    toTheBack(user);
    next();
  };

  return {
    async run<T>(user: string, render: () => Promise<T>): Promise<T> {
      const mine = perUser.get(user) ?? 0;
      if (mine >= limits.perUser) throw renditionErrors.busyForClient();
      if (admitted >= limits.total) throw renditionErrors.busy();
      admitted += 1;
      perUser.set(user, mine + 1);
      try {
        await acquire(user);
        try {
          renders += 1;
          return await render();
        } finally {
          release(user);
        }
      } finally {
        admitted -= 1;
        const left = (perUser.get(user) ?? 1) - 1;
        if (left > 0) perUser.set(user, left);
        else perUser.delete(user);
      }
    },
    /** Renders rendering or waiting now, and renders started since the start (for tests and the benchmark). */
    stats: () => ({ inFlight: admitted, running, renders }),
  };
}

export type RenditionGate = ReturnType<typeof createRenditionGate>;
