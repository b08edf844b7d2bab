import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../config.js';
import { AppError } from '../http/errors.js';
import type { LoginRateLimitRepository } from '../repositories/login-rate-limit-repository.js';

/** The 429 of a login over its rate (docs/security.md, finding 2). */
export const loginRateLimited = () =>
  new AppError(429, 'error.authentication.rate-limited', 'För många inloggningsförsök. Vänta en minut och försök igen.');

const WINDOW_MS = 60_000;

/** Which password endpoint's limits: each counts its own attempts, as before the counters moved into the database. */
export type LoginEndpoint = 'authenticate' | 'internal-login';

export interface LoginLimiters {
  /** onRequest: per client IP. */
  byIp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * preHandler (the body is parsed): per username, case-insensitive, whatever the IP; `bucket` names the key
   * (device-cookie.ts `loginBucket`: a known browser has its own).
   */
  byUsername: (bucket: (request: FastifyRequest) => string | Promise<string>) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * @fastify/rate-limit's store over the database (login_rate_limits, migration 017) instead of its in-process LRU, so
 * every instance counts every attempt; windows run on the app's clock. The plugin calls `incr(key, callback, timeWindow,
 * max)` with the limiter's window resolved (index.js `applyRateLimit`) and `child(options)` once per limiter.
 * An unreachable database fails the attempt with its error, which the error handler answers 503 (docs/decisions/login-and-sessions.md).
 */
export function databaseRateLimitStore(counters: LoginRateLimitRepository, now: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = WINDOW_MS): void {
      const nowMs = now().getTime();
      counters.hit(key, timeWindow, nowMs).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Math.max(0, windowEndsAt - nowMs) }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * Rate limits for the two password endpoints (@fastify/rate-limit on the database store above). Limits come from the
 * config (LOGIN_RATE_LIMIT_PER_IP, LOGIN_RATE_LIMIT_PER_USERNAME), so the test suites can raise them.
 */
export async function loginLimiters(app: FastifyInstance, endpoint: LoginEndpoint): Promise<LoginLimiters> {
  if (!app.hasDecorator('createRateLimit')) {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.repos.loginRateLimits, app.now) });
  }
  const limits = app.config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT;
  const perIp = app.createRateLimit({ max: limits.perIpPerMinute, timeWindow: WINDOW_MS, keyGenerator: (request) => `${endpoint}:ip:${request.ip}` });
  const refuseOver = async (verdict: Awaited<ReturnType<typeof perIp>>, reply: FastifyReply): Promise<void> => {
    if (verdict.isAllowed || !verdict.isExceeded) return;
    void reply.header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
    throw loginRateLimited();
  };
  return {
    byIp: async (request, reply) => refuseOver(await perIp(request), reply),
    byUsername: (bucket) => {
      const perUser = app.createRateLimit({ max: limits.perUsernamePerMinute, timeWindow: WINDOW_MS, keyGenerator: async (request) => `${endpoint}:${await bucket(request)}` });
      return async (request, reply) => refuseOver(await perUser(request), reply);
    },
  };
}
