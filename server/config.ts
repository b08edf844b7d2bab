// Environment parsing for the server: pure, so a bad value is caught at boot and in tests.
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { parseKeySet, SigningKeyError, type StoredKey } from './auth/signing-key.js';
import type { RenditionLimits } from './content/rendition-gate.js';
import type { RenderPoolOptions } from './reports/render-pool.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL: a PostgreSQL database (postgres://user:password@host:port/name); absent: the SQLite file at databasePath. */
  databaseUrl?: string;
  /** SHUTDOWN_DELAY_MS (default 0): how long a SIGTERMed instance still serves, not ready, before it stops listening;
   * SHUTDOWN_TIMEOUT_MS (default 10 000): how long it then waits for requests in flight. */
  shutdown?: Partial<Shutdown>;
  /** INSTANCE_ID: this instance's name in logs and health answers; absent: host name and process id. */
  instanceId?: string;
  staticDir: string;
  /** Origin (scheme://host[:port]) the portal is reached at, or null to use the request's own origin. */
  publicOrigin: string | null;
  logLevel: LogLevel;
  /** Login attempts per minute per client IP and per username (docs/security.md); absent: the defaults below. */
  loginRateLimit?: LoginRateLimit;
  /** Report rendering caps, worker threads and their warm-up at start (server/reports/render-pool.ts); absent: its defaults. */
  reportRendering?: Partial<RenderPoolOptions>;
  /** TOKEN_SIGNING_KEY_FILE: the signing key file (mode 0600); absent: `signing-keys.json` next to the database. */
  signingKeyFile?: string;
  /** TOKEN_SIGNING_KEYS: the signing keys themselves (a JWK Set, first signs); when set, no key file is used. */
  signingKeys?: StoredKey[];
  /** The report definitions folder (default schemas/reports); the tests and the analyst studio point it elsewhere. */
  reportsDir?: string;
  /**
   * Tests only (PORTAL_FIXED_DATE): the day the demo data is seeded and topped up on, instead of today, so browser
   * tests know every seeded date. Requests keep the real clock.
   */
  fixedDate?: string;
  /** Image renditions (server/routes/asset-routes.ts): caps, and the disk cache (RENDITION_CACHE_DIR, RENDITION_CACHE_MB). */
  imageRenditions?: Partial<RenditionLimits & { cacheDir: string; cacheMegabytes: number }>;
  /**
   * CONTENT_ASSET_ORIGINS: the origins the content's pictures and films may come from (the CSP's img-src and media-src);
   * absent: Contentful's asset hosts when a space is configured, else none (issue 23, item 16).
   */
  contentAssetOrigins?: string[];
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-* headers name the client (IP/CIDR list); absent: none. */
  trustProxy?: string;
  /** SMTP_URL (smtp:// or smtps://): where subscription mails go; absent: the local outbox admins read in the portal. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of subscription mails. */
  mailFrom?: string;
  /** SUBSCRIPTION_TICK_MS (default 60 000): how often an instance looks for due subscriptions; SUBSCRIPTION_LEASE_MS
   * (default 300 000): how long a claimed run is held before another instance may retry it. */
  subscriptions?: Partial<SubscriptionTiming>;
}

export interface SubscriptionTiming {
  tickMs: number;
  leaseMs: number;
}

export const DEFAULT_SUBSCRIPTION_TIMING: SubscriptionTiming = { tickMs: 60_000, leaseMs: 300_000 };
export const DEFAULT_MAIL_FROM = 'Ombudsportalen <noreply@ombudsportalen.se>';

export interface Shutdown {
  delayMs: number;
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN: Shutdown = { delayMs: 0, timeoutMs: 10_000 };

export interface LoginRateLimit {
  perIpPerMinute: number;
  perUsernamePerMinute: number;
}

/** A shop's staff share one IP; a person types a password a few times. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { perIpPerMinute: 30, perUsernamePerMinute: 10 };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** A variable that is unset or blank counts as unset, so `PORT=` falls back to the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8080;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`Invalid PORT "${raw}": must be an integer 1-65535`);
  }
  return port;
}

function parsePublicOrigin(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`Invalid PUBLIC_ORIGIN "${raw}": must be an absolute http(s) URL such as https://portal.example.se`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`Invalid PUBLIC_ORIGIN "${raw}": scheme must be http or https`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    throw new ConfigError(`Invalid PUBLIC_ORIGIN "${raw}": must be an origin without path, query or fragment`);
  }
  return url.origin;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (level === undefined) throw new ConfigError(`Invalid LOG_LEVEL "${raw}": must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function parseLimit(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`Invalid ${name} "${raw}": must be a whole number of at least 1`);
  return value;
}

function parseDuration(name: string, raw: string): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 600_000) throw new ConfigError(`Invalid ${name} "${raw}": must be milliseconds, 0-600000`);
  return value;
}

function parseFixedDate(raw: string | undefined, production: boolean): string | undefined {
  if (raw === undefined) return undefined;
  if (production) throw new ConfigError('PORTAL_FIXED_DATE is for tests only and cannot be set when NODE_ENV=production');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00.000Z`).toISOString().slice(0, 10) === raw;
  if (!valid) throw new ConfigError(`Invalid PORTAL_FIXED_DATE "${raw}": must be a date yyyy-MM-dd`);
  return raw;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY: an IP address, an address/prefix range, or a named range of proxy-addr. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: comma-separated proxy addresses. A hop count is refused: Fastify 5 ignores one (it cannot tell the proxy
 * from a client that reaches the portal directly), so the per-IP login limit would silently stay one bucket for all.
 */
function parseTrustProxy(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const usage = 'must be the reverse proxy\'s addresses or ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16 or loopback)';
  if (/^\d+$/.test(raw) || raw.toLowerCase() === 'true') {
    throw new ConfigError(`Invalid TRUST_PROXY "${raw}": a hop count or "true" trusts any client that reaches the portal directly; ${usage}`);
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) throw new ConfigError(`Invalid TRUST_PROXY "${raw}": "${bad}" is not an address or range; ${usage}`);
  return entries.join(',');
}

/** DATABASE_URL: a postgres:// or postgresql:// URL naming a host and a database; the message never repeats the password. */
function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const usage = 'must be a PostgreSQL URL such as postgres://portal:secret@db.example.se:5432/portal';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`Invalid DATABASE_URL: not a URL; ${usage}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError(`Invalid DATABASE_URL: the scheme is "${url.protocol}"; ${usage}`);
  if (url.hostname === '' || url.pathname.length < 2) throw new ConfigError(`Invalid DATABASE_URL: it names no host or no database; ${usage}`);
  return raw;
}

/** SMTP_URL: nodemailer's smtp:// or smtps:// URL; the message never repeats a password. */
function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError('Invalid SMTP_URL: must be an smtp:// or smtps:// URL such as smtps://user:secret@smtp.example.se:465');
  }
  return raw;
}

function parseSigningKeys(raw: string | undefined): StoredKey[] | undefined {
  if (raw === undefined) return undefined;
  try {
    return parseKeySet(raw, 'TOKEN_SIGNING_KEYS');
  } catch (error) {
    throw error instanceof SigningKeyError ? new ConfigError(`Invalid ${error.message}`) : error;
  }
}

/** "https://images.example.se, https://cdn.example.se" → the origins; each an absolute origin, https in production. */
function parseAssetOrigins(raw: string | undefined, production: boolean): string[] | undefined {
  if (raw === undefined) return undefined;
  const origins = raw.split(/[\s,]+/).filter((part) => part !== '').map((part) => {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      throw new ConfigError(`Invalid CONTENT_ASSET_ORIGINS "${part}": each must be an origin such as https://images.ctfassets.net`);
    }
    const scheme = production ? ['https:'] : ['https:', 'http:'];
    if (!scheme.includes(url.protocol) || url.origin !== part.replace(/\/$/, '') || url.hostname.includes('*')) {
      throw new ConfigError(`Invalid CONTENT_ASSET_ORIGINS "${part}": each must be an ${production ? 'https ' : ''}origin without path, wildcard, query or fragment`);
    }
    return url.origin;
  });
  return [...new Set(origins)];
}

export function loadConfig(env: Env): Config {
  // In production the origin must be configured: redirect URIs are then never derived from the Host header.
  const production = read(env, 'NODE_ENV') === 'production';
  if (production && read(env, 'PUBLIC_ORIGIN') === undefined) {
    throw new ConfigError('PUBLIC_ORIGIN must be set when NODE_ENV=production (e.g. https://portal.example.se)');
  }
  const signingKeyFile = read(env, 'TOKEN_SIGNING_KEY_FILE');
  const signingKeys = parseSigningKeys(read(env, 'TOKEN_SIGNING_KEYS'));
  const fixedDate = parseFixedDate(read(env, 'PORTAL_FIXED_DATE'), production);
  const renditionCacheDir = read(env, 'RENDITION_CACHE_DIR');
  const renditionCacheMb = read(env, 'RENDITION_CACHE_MB');
  const imageRenditions = {
    ...(renditionCacheDir === undefined ? {} : { cacheDir: renditionCacheDir }),
    ...(renditionCacheMb === undefined ? {} : { cacheMegabytes: parseLimit('RENDITION_CACHE_MB', renditionCacheMb, 0) }),
  };
  const contentAssetOrigins = parseAssetOrigins(read(env, 'CONTENT_ASSET_ORIGINS'), production);
  const trustProxy = parseTrustProxy(read(env, 'TRUST_PROXY'));
  const databaseUrl = parseDatabaseUrl(read(env, 'DATABASE_URL'));
  const instanceId = read(env, 'INSTANCE_ID');
  const smtpUrl = parseSmtpUrl(read(env, 'SMTP_URL'));
  const tickMs = read(env, 'SUBSCRIPTION_TICK_MS');
  const leaseMs = read(env, 'SUBSCRIPTION_LEASE_MS');
  const subscriptions: Partial<SubscriptionTiming> = {
    ...(tickMs === undefined ? {} : { tickMs: parseLimit('SUBSCRIPTION_TICK_MS', tickMs, 0) }),
    ...(leaseMs === undefined ? {} : { leaseMs: parseLimit('SUBSCRIPTION_LEASE_MS', leaseMs, 0) }),
  };
  const shutdownDelay = read(env, 'SHUTDOWN_DELAY_MS');
  const shutdownTimeout = read(env, 'SHUTDOWN_TIMEOUT_MS');
  const shutdown: Partial<Shutdown> = {
    ...(shutdownDelay === undefined ? {} : { delayMs: parseDuration('SHUTDOWN_DELAY_MS', shutdownDelay) }),
    ...(shutdownTimeout === undefined ? {} : { timeoutMs: parseDuration('SHUTDOWN_TIMEOUT_MS', shutdownTimeout) }),
  };
  if (instanceId !== undefined && !/^[\w.:-]{1,100}$/.test(instanceId)) throw new ConfigError(`Invalid INSTANCE_ID "${instanceId}": letters, digits and . _ : - only, at most 100`);
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    databasePath: read(env, 'DATABASE_PATH') ?? 'data/portal.db',
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ...(instanceId === undefined ? {} : { instanceId }),
    ...(Object.keys(shutdown).length === 0 ? {} : { shutdown }),
    staticDir: read(env, 'STATIC_DIR') ?? 'dist',
    publicOrigin: parsePublicOrigin(read(env, 'PUBLIC_ORIGIN')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    loginRateLimit: {
      perIpPerMinute: parseLimit('LOGIN_RATE_LIMIT_PER_IP', read(env, 'LOGIN_RATE_LIMIT_PER_IP'), DEFAULT_LOGIN_RATE_LIMIT.perIpPerMinute),
      perUsernamePerMinute: parseLimit('LOGIN_RATE_LIMIT_PER_USERNAME', read(env, 'LOGIN_RATE_LIMIT_PER_USERNAME'), DEFAULT_LOGIN_RATE_LIMIT.perUsernamePerMinute),
    },
    ...(signingKeyFile === undefined ? {} : { signingKeyFile }),
    ...(signingKeys === undefined ? {} : { signingKeys }),
    ...(fixedDate === undefined ? {} : { fixedDate }),
    ...(Object.keys(imageRenditions).length === 0 ? {} : { imageRenditions }),
    ...(contentAssetOrigins === undefined ? {} : { contentAssetOrigins }),
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(smtpUrl === undefined ? {} : { smtpUrl }),
    ...(read(env, 'MAIL_FROM') === undefined ? {} : { mailFrom: read(env, 'MAIL_FROM') }),
    ...(Object.keys(subscriptions).length === 0 ? {} : { subscriptions }),
  };
}

/** INSTANCE_ID, or host name and process id. */
export function instanceIdOf(config: Pick<Config, 'instanceId'>): string {
  return config.instanceId ?? `${hostname()}:${process.pid}`;
}
