// The server's settings from its environment (declared in environment.ts): pure, so a bad value is caught at boot and in tests.
import { hostname } from 'node:os';
import envSchema from 'env-schema';
import { ENVIRONMENT, type Environment, environmentValidator } from './environment.js';
import { parseKeySet, SigningKeyError, type StoredKey } from './signing-key-set.js';

export type LogLevel = Environment['LOG_LEVEL'];

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
  /** CONTENTFUL_*: the Contentful space the content calls are forwarded to; absent: the portal's own content. */
  contentful?: { spaceId: string; deliveryToken: string; environment: string; host: string };
  /** SMTP_URL (smtp:// or smtps://): where subscription mails go; absent: the local outbox admins read in the portal. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of subscription mails. */
  mailFrom?: string;
  /** SUBSCRIPTION_TICK_MS: how often an instance looks for due subscriptions; SUBSCRIPTION_LEASE_MS: how long a claimed
   * run is held before another instance may retry it. */
  subscriptions?: Partial<SubscriptionTiming>;
}

// The option shapes the config carries are declared here, so the config imports nothing above it (.dependency-cruiser.cjs).

/** Caps on image rendering (docs/security.md, issue 23 item 1, issue 37 item 17); a cached rendition passes no gate. */
export interface RenditionLimits {
  /** Renditions made at the same time: each holds a libuv thread, which logins (scrypt) and file reads share. */
  concurrent: number;
  /** Renditions one user may have rendering or waiting, from any address: a page's pictures, the first time they are asked for. */
  perUser: number;
  /** Renditions rendering or waiting in total. */
  total: number;
}

/** Caps on report rendering (docs/security.md, finding 7). threads 0 renders in-process (no pool). */
export interface RenderLimits {
  /** Reports one user may have rendering or queued at once. */
  perUser: number;
  /** Reports rendering or queued in total. */
  total: number;
  /** Worker threads; the main thread keeps a core for everything else. */
  threads: number;
}

/** The caps, and whether the workers are started and warmed before the server takes requests. */
export interface RenderPoolOptions extends RenderLimits {
  /**
   * Start every worker at once, have each render a throw-away PDF and XLSX before `ready()` resolves, and keep them
   * (no idle timeout): no user's report waits for a cold worker (issue 38 §4). Off: workers start at the first render
   * and leave after a minute idle (the tests' apps, which mostly render nothing).
   */
  warmUp: boolean;
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
const DECLARED = ENVIRONMENT.properties as Readonly<Record<string, { type: string; usage: string; secret?: boolean }>>;
const VALIDATOR = environmentValidator();

function invalid(name: string, raw: string | undefined): ConfigError {
  const declared = DECLARED[name];
  const shown = declared?.secret === true || raw === undefined ? '' : ` "${raw}"`;
  return new ConfigError(`Invalid ${name}${shown}: ${declared?.usage ?? 'not a known variable'}`);
}

/**
 * The declared variables, validated: blank counts as unset (so `PORT=` falls back to the default), whole numbers are
 * digits only ("1e3" and "80.5" are refused), and the first wrong variable is named with what it must be.
 */
function readEnvironment(env: Env): Environment {
  const given: Record<string, string> = {};
  for (const name of Object.keys(DECLARED)) {
    const value = env[name]?.trim();
    if (value === undefined || value === '') continue;
    if (DECLARED[name]?.type === 'integer' && !/^\d+$/.test(value)) throw invalid(name, value);
    given[name] = name === 'LOG_LEVEL' ? value.toLowerCase() : value;
  }
  try {
    return envSchema({ schema: structuredClone(ENVIRONMENT) as unknown as Record<string, unknown>, data: given, env: false, ajv: VALIDATOR }) as unknown as Environment;
  } catch (error) {
    const first = (error as { errors?: { instancePath: string }[] }).errors?.[0];
    if (first === undefined) throw error;
    const name = first.instancePath.slice(1);
    throw invalid(name, given[name]);
  }
}

function parseSigningKeys(raw: string | undefined): StoredKey[] | undefined {
  if (raw === undefined) return undefined;
  try {
    return parseKeySet(raw, 'TOKEN_SIGNING_KEYS');
  } catch (error) {
    throw error instanceof SigningKeyError ? new ConfigError(`Invalid ${error.message}`) : error;
  }
}

export function loadConfig(env: Env): Config {
  const e = readEnvironment(env);
  // In production the origin must be configured: redirect URIs are then never derived from the Host header.
  const production = e.NODE_ENV === 'production';
  if (production && e.PUBLIC_ORIGIN === undefined) {
    throw new ConfigError('PUBLIC_ORIGIN must be set when NODE_ENV=production (e.g. https://portal.example.se)');
  }
  if (production && e.PORTAL_FIXED_DATE !== undefined) throw new ConfigError('PORTAL_FIXED_DATE is for tests only and cannot be set when NODE_ENV=production');
  const contentAssetOrigins = e.CONTENT_ASSET_ORIGINS === undefined ? undefined
    : [...new Set(e.CONTENT_ASSET_ORIGINS.split(/[\s,]+/).filter((part) => part !== '').map((part) => new URL(part).origin))];
  if (production && contentAssetOrigins?.some((origin) => !origin.startsWith('https:'))) throw invalid('CONTENT_ASSET_ORIGINS', e.CONTENT_ASSET_ORIGINS);
  const signingKeys = parseSigningKeys(e.TOKEN_SIGNING_KEYS);
  const imageRenditions = {
    ...(e.RENDITION_CACHE_DIR === undefined ? {} : { cacheDir: e.RENDITION_CACHE_DIR }),
    ...(e.RENDITION_CACHE_MB === undefined ? {} : { cacheMegabytes: e.RENDITION_CACHE_MB }),
  };
  const shutdown: Partial<Shutdown> = {
    ...(e.SHUTDOWN_DELAY_MS === undefined ? {} : { delayMs: e.SHUTDOWN_DELAY_MS }),
    ...(e.SHUTDOWN_TIMEOUT_MS === undefined ? {} : { timeoutMs: e.SHUTDOWN_TIMEOUT_MS }),
  };
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    ...(e.DATABASE_URL === undefined ? {} : { databaseUrl: e.DATABASE_URL }),
    ...(e.INSTANCE_ID === undefined ? {} : { instanceId: e.INSTANCE_ID }),
    ...(Object.keys(shutdown).length === 0 ? {} : { shutdown }),
    staticDir: e.STATIC_DIR,
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? null : new URL(e.PUBLIC_ORIGIN).origin,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: { perIpPerMinute: e.LOGIN_RATE_LIMIT_PER_IP, perUsernamePerMinute: e.LOGIN_RATE_LIMIT_PER_USERNAME },
    ...(e.TOKEN_SIGNING_KEY_FILE === undefined ? {} : { signingKeyFile: e.TOKEN_SIGNING_KEY_FILE }),
    ...(signingKeys === undefined ? {} : { signingKeys }),
    ...(e.PORTAL_FIXED_DATE === undefined ? {} : { fixedDate: e.PORTAL_FIXED_DATE }),
    ...(Object.keys(imageRenditions).length === 0 ? {} : { imageRenditions }),
    ...(contentAssetOrigins === undefined ? {} : { contentAssetOrigins }),
    ...(e.TRUST_PROXY === undefined ? {} : { trustProxy: e.TRUST_PROXY.split(',').map((entry) => entry.trim()).join(',') }),
    ...contentfulOf(e),
    ...(e.SMTP_URL === undefined ? {} : { smtpUrl: e.SMTP_URL }),
    ...(e.MAIL_FROM === undefined ? {} : { mailFrom: e.MAIL_FROM }),
    ...(e.SUBSCRIPTION_TICK_MS === undefined && e.SUBSCRIPTION_LEASE_MS === undefined ? {} : { subscriptions: {
      ...(e.SUBSCRIPTION_TICK_MS === undefined ? {} : { tickMs: e.SUBSCRIPTION_TICK_MS }),
      ...(e.SUBSCRIPTION_LEASE_MS === undefined ? {} : { leaseMs: e.SUBSCRIPTION_LEASE_MS }),
    } }),
  };
}

/** INSTANCE_ID, or host name and process id. */
export function instanceIdOf(config: Pick<Config, 'instanceId'>): string {
  return config.instanceId ?? `${hostname()}:${process.pid}`;
}

/** CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN together switch the pass-through on; one alone is a mistake. */
function contentfulOf(e: Environment): Pick<Config, 'contentful'> {
  if (e.CONTENTFUL_SPACE_ID === undefined && e.CONTENTFUL_DELIVERY_TOKEN === undefined) return {};
  if (e.CONTENTFUL_SPACE_ID === undefined || e.CONTENTFUL_DELIVERY_TOKEN === undefined) {
    throw new ConfigError('CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must both be set (letters and digits) to use a Contentful space');
  }
  return { contentful: { spaceId: e.CONTENTFUL_SPACE_ID, deliveryToken: e.CONTENTFUL_DELIVERY_TOKEN, environment: e.CONTENTFUL_ENVIRONMENT, host: new URL(e.CONTENTFUL_CDA_HOST).origin } };
}
