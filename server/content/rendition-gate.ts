import { AppError } from '../http/errors.js';

/** Caps on image rendering (docs/security.md, issue 23 item 1); a cached rendition passes no gate. */
export interface RenditionLimits {
  /** Renditions made at the same time: each holds a libuv thread, which logins (scrypt) and file reads share. */
  concurrent: number;
  /** Renditions one client (IP) may have rendering or waiting: a page's pictures, the first time they are asked for. */
  perClient: number;
  /** Renditions rendering or waiting in total. */
  total: number;
}

// UV_THREADPOOL_SIZE is 4: one render at a time leaves three threads, and a core, to everyone else.
export const DEFAULT_RENDITION_LIMITS: RenditionLimits = { concurrent: 1, perClient: 12, total: 32 };

export const renditionErrors = {
  busy: () => new AppError(429, 'error.image.busy', 'Många bilder skapas just nu. Försök igen om en stund.'),
  busyForClient: () => new AppError(429, 'error.image.busy-client', 'Du har redan många bilder som skapas. Vänta en stund och försök igen.'),
};

/**
 * Runs renders `concurrent` at a time, the rest waiting in order; a client over its share, or everyone over the total,
 * is refused at once with a Swedish 429 instead of waiting without end.
 */
export function createRenditionGate(limits: RenditionLimits) {
  const perClient = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let admitted = 0;
  let running = 0;
  let renders = 0;

  const acquire = (): Promise<void> | undefined => {
    if (running < limits.concurrent) {
      running += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // The slot passes straight to the next in line, so `running` never drops below what is really rendering.
  const release = () => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };

  return {
    async run<T>(client: string, render: () => Promise<T>): Promise<T> {
      const mine = perClient.get(client) ?? 0;
      if (mine >= limits.perClient) throw renditionErrors.busyForClient();
      if (admitted >= limits.total) throw renditionErrors.busy();
      admitted += 1;
      perClient.set(client, mine + 1);
      try {
        await acquire();
        try {
          renders += 1;
          return await render();
        } finally {
          release();
        }
      } finally {
        admitted -= 1;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      }
    },
    /** Renders rendering or waiting now, and renders started since the start (for tests and the benchmark). */
    stats: () => ({ inFlight: admitted, running, renders }),
  };
}

export type RenditionGate = ReturnType<typeof createRenditionGate>;
