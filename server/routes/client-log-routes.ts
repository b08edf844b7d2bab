import type { FastifyPluginAsync } from 'fastify';
import { bearerSession } from '../auth/api-guard.js';
import { createRateLimiter, rateLimitByIp } from '../plugins/rate-limit.js';
import type { ClientLogEntry } from '../repositories/client-log-repository.js';
import { contractRoute } from '../http/contract-route.js';

export interface ClientLogLimits {
  /** Rows kept; the oldest go first. */
  maxRows: number;
  /** Posts per IP per minute. */
  perMinute: number;
}

export const DEFAULT_CLIENT_LOG_LIMITS: ClientLogLimits = { maxRows: 10_000, perMinute: 60 };

/**
 * POST /log (spec part 1 §7 "Client logging"): the SPA reports its errors here. Outside /api, so no token is
 * required; a valid one adds the username. Bounded in rows and rate, and never a 500 for what the client sends.
 */
export const clientLogRoutes: FastifyPluginAsync<{ limits: ClientLogLimits }> = async (app, { limits }) => {
  const limiter = createRateLimiter({ limit: limits.perMinute, windowMs: 60_000, now: app.now });

  contractRoute(app, 'clientLog', {
    onRequest: rateLimitByIp(limiter),
    // Room for the longest allowed fields in multi-byte UTF-8, nothing more.
    bodyLimit: 32 * 1024,
  }, async (request, reply) => {
    const caller = (await bearerSession(app, request))?.user;
    const { body } = request;
    const entry: ClientLogEntry = {
      createdAt: app.now().toISOString(), username: caller?.username ?? null, logLevel: body.logLevel, msg: body.msg,
      error: body.error ?? null, clientTime: body.time ?? null, clientTimestamp: body.timestamp ?? null,
      browser: body.browser ?? null, browserVersion: body.browserVersion ?? null, os: body.os ?? null, url: body.url ?? null,
    };
    await app.repos.clientLogs.append(entry, limits.maxRows);
    return reply.code(204).send();
  });
};
