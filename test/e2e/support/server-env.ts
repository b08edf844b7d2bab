import { DEMO_DAY } from './demo-day';

/**
 * What every e2e portal server runs with, the shared one (playwright.config.ts) and each spec's own
 * (own-portal-server.ts): the demo data's day, so the specs know every seeded date, and login rate limits far above
 * the suite's logins from one IP (test/server/security covers the limits), so a guess that should count towards a
 * lock is never a 429 instead.
 */
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PORTAL_FIXED_DATE: DEMO_DAY,
  LOGIN_RATE_LIMIT_PER_IP: '100000',
  LOGIN_RATE_LIMIT_PER_USERNAME: '100000',
};
