import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';

describe('SMTP_URL and the subscription timing', () => {
  it('takes an smtp:// or smtps:// URL, and the tick and lease in milliseconds', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://portal:hemligt@smtp.example.se:465' }).smtpUrl).toBe('smtps://portal:hemligt@smtp.example.se:465');
    expect(loadConfig({ SUBSCRIPTION_TICK_MS: '500', SUBSCRIPTION_LEASE_MS: '15000' }).subscriptions).toEqual({ tickMs: 500, leaseMs: 15_000 });
    expect(loadConfig({}).smtpUrl).toBeUndefined(); // the local outbox
  });

  it('stops the start for another scheme without repeating the password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://portal:hemligt@smtp.example.se' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://portal:hemligt@smtp.example.se' })).toThrow(/^Invalid SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    try {
      loadConfig({ SMTP_URL: 'http://portal:hemligt@smtp.example.se' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hemligt');
    }
    expect(() => loadConfig({ SUBSCRIPTION_TICK_MS: '0' })).toThrow(ConfigError);
  });
});
