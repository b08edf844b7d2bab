import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';

export interface RateLimitOptions {
  /** Requests allowed per window, and the burst a quiet client may spend at once. */
  limit: number;
  windowMs: number;
  /** Clients remembered; the least recently seen is forgotten first (a forgotten client starts full). */
  maxKeys?: number;
  now: () => Date;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** In-memory token buckets per key: `limit` tokens, refilled continuously over `windowMs`. One process only. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now }: RateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const perMs = limit / windowMs;
  return {
    /** Spends one token for `key`; when none is left, how long until one is. */
    take(key: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const at = now().getTime();
      const previous = buckets.get(key);
      // A clock that went backwards refills nothing rather than going negative.
      const elapsed = previous === undefined ? 0 : Math.max(0, at - previous.at);
      const tokens = previous === undefined ? limit : Math.min(limit, previous.tokens + elapsed * perMs);
      buckets.delete(key); // re-inserted below, so Map order is least-recently-seen first
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at });
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value ?? key);
      return allowed ? { allowed } : { allowed, retryAfterMs: Math.ceil((1 - tokens) / perMs) };
    },
    size(): number {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** onRequest hook: 429 error.rate-limited with Retry-After once the client's IP has spent its tokens. */
export function rateLimitByIp(limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdict = limiter.take(request.ip);
    if (verdict.allowed) return;
    void reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
    throw errors.rateLimited();
  };
}
