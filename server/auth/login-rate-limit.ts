import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../config.js';
import { AppError } from '../http/errors.js';

/** The 429 of a login over its rate (docs/security.md, finding 2). */
export const loginRateLimited = () =>
  new AppError(429, 'error.authentication.rate-limited', 'För många inloggningsförsök. Vänta en minut och försök igen.');

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
 * Rate limits for the two password endpoints (@fastify/rate-limit, one process, in memory). Limits come from the config
 * (LOGIN_RATE_LIMIT_PER_IP, LOGIN_RATE_LIMIT_PER_USERNAME), so the test suites can raise them.
 */
export async function loginLimiters(app: FastifyInstance): Promise<LoginLimiters> {
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const limits = app.config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT;
  const perIp = app.createRateLimit({ max: limits.perIpPerMinute, timeWindow: 60_000, keyGenerator: (request) => `ip:${request.ip}` });
  const refuseOver = async (verdict: Awaited<ReturnType<typeof perIp>>, reply: FastifyReply): Promise<void> => {
    if (verdict.isAllowed || !verdict.isExceeded) return;
    void reply.header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
    throw loginRateLimited();
  };
  return {
    byIp: async (request, reply) => refuseOver(await perIp(request), reply),
    byUsername: (bucket) => {
      const perUser = app.createRateLimit({ max: limits.perUsernamePerMinute, timeWindow: 60_000, keyGenerator: bucket });
      return async (request, reply) => refuseOver(await perUser(request), reply);
    },
  };
}
