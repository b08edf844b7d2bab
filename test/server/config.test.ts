import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({ port: 8080, host: '0.0.0.0', databasePath: 'data/portal.db', staticDir: 'dist', publicOrigin: null, logLevel: 'info', loginRateLimit: { perIpPerMinute: 30, perUsernamePerMinute: 10 } });
  });

  it('reads every variable', () => {
    const config = loadConfig({ PORT: '3000', HOST: '127.0.0.1', DATABASE_PATH: '/tmp/x.db', STATIC_DIR: 'public', PUBLIC_ORIGIN: 'https://portal.example/', LOG_LEVEL: 'WARN', LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_USERNAME: '50' });
    expect(config).toEqual({ port: 3000, host: '127.0.0.1', databasePath: '/tmp/x.db', staticDir: 'public', publicOrigin: 'https://portal.example', logLevel: 'warn', loginRateLimit: { perIpPerMinute: 1000, perUsernamePerMinute: 50 } });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', PUBLIC_ORIGIN: '' }).port).toBe(8080);
  });

  it.each(['0', '65536', 'abc', '80.5', '-1', '8080x', '1e3'])('rejects PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/Invalid PORT .*: must be an integer 1-65535/);
  });

  it.each(['portal.example', 'ftp://portal.example', 'https://portal.example/app', 'https://portal.example/?x=1'])('rejects PUBLIC_ORIGIN=%s', (origin) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: origin })).toThrow(/Invalid PUBLIC_ORIGIN/);
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/Invalid LOG_LEVEL "loud"/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_PER_IP: '0' })).toThrow(/Invalid LOGIN_RATE_LIMIT_PER_IP "0"/);
  });

  it('PORTAL_FIXED_DATE (tests only) fixes the demo data\'s day; a non-date or production refuses to start', () => {
    expect(loadConfig({ PORTAL_FIXED_DATE: '2026-11-02' }).fixedDate).toBe('2026-11-02');
    expect(loadConfig({}).fixedDate).toBeUndefined();
    for (const bad of ['2026-02-30', '20261102', 'today']) expect(() => loadConfig({ PORTAL_FIXED_DATE: bad })).toThrow(/Invalid PORTAL_FIXED_DATE/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example', PORTAL_FIXED_DATE: '2026-11-02' }))
      .toThrow('PORTAL_FIXED_DATE is for tests only and cannot be set when NODE_ENV=production');
  });

  it('RENDITION_CACHE_DIR and RENDITION_CACHE_MB place and bound the image renditions folder', () => {
    expect(loadConfig({ RENDITION_CACHE_DIR: '/var/cache/portal', RENDITION_CACHE_MB: '64' }).imageRenditions).toEqual({ cacheDir: '/var/cache/portal', cacheMegabytes: 64 });
    expect(loadConfig({}).imageRenditions).toBeUndefined();
    expect(() => loadConfig({ RENDITION_CACHE_MB: '0' })).toThrow(/Invalid RENDITION_CACHE_MB "0"/);
  });
});

describe('DATABASE_URL', () => {
  it('selects PostgreSQL with the URL as given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://portal:s3cret@db.example.se:5432/portal' }).databaseUrl).toBe('postgres://portal:s3cret@db.example.se:5432/portal');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/portal' }).databaseUrl).toBe('postgresql://db/portal');
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it.each([
    ['not a url', 'Invalid DATABASE_URL: not a URL; must be a PostgreSQL URL such as postgres://portal:secret@db.example.se:5432/portal'],
    ['mysql://u:hemligt@db/portal', 'Invalid DATABASE_URL: the scheme is "mysql:"; must be a PostgreSQL URL such as postgres://portal:secret@db.example.se:5432/portal'],
    ['postgres://u:hemligt@db.example.se', 'Invalid DATABASE_URL: it names no host or no database; must be a PostgreSQL URL such as postgres://portal:secret@db.example.se:5432/portal'],
  ])('refuses %s with a message that never repeats the password', (url, message) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(new ConfigError(message));
  });
});
