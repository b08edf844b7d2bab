import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../server/config.js';
import { ENVIRONMENT } from '../../server/environment.js';

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

  it.each(['not a url', 'mysql://u:hemligt@db/portal', 'postgres://u:hemligt@db.example.se'])('refuses %s with a message that never repeats the password', (url) => {
    const message = 'Invalid DATABASE_URL: must be a PostgreSQL URL naming a host and a database, such as postgres://portal:secret@db.example.se:5432/portal';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(new ConfigError(message));
  });
});

describe('the declared environment', () => {
  it('docs/configuration.md names every variable the server reads, and the declaration every server variable the docs name', () => {
    const table = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const documented = new Set([...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]));
    const declared = Object.keys(ENVIRONMENT.properties);
    expect(declared.filter((name) => !documented.has(name))).toEqual([]);
    // Read by the start script or the test tools, not by the server.
    expect([...documented].filter((name) => !declared.includes(name as never))).toEqual(['MALLOC_ARENA_MAX', 'CHROMIUM_PATH']);
  });

  it('refuses a variable by its declared usage, naming a secret one without its value', () => {
    expect(() => loadConfig({ INSTANCE_ID: 'a b' })).toThrow(new ConfigError('Invalid INSTANCE_ID "a b": letters, digits and . _ : - only, at most 100'));
    expect(() => loadConfig({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_DELIVERY_TOKEN: 'hemlig token' })).toThrow(new ConfigError('Invalid CONTENTFUL_DELIVERY_TOKEN: letters, digits, _ and -'));
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '600001' })).toThrow(new ConfigError('Invalid SHUTDOWN_DELAY_MS "600001": must be milliseconds, 0-600000'));
  });
});
