// The server's environment, declared once: each variable's type, bounds, default and what a wrong value must be.
// `loadConfig` (config.ts) validates process.env against it with env-schema; docs/configuration.md is checked against it.
import { isIP } from 'node:net';
import Ajv from 'ajv';

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

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The formats the declaration names; each a plain check of the whole (trimmed) value. */
const FORMATS: Record<string, (value: string) => boolean> = {
  'origin': (value) => {
    const url = urlOf(value);
    return url !== undefined && ['http:', 'https:'].includes(url.protocol) && ['', '/'].includes(url.pathname) && url.search === '' && url.hash === '' && !value.endsWith('?') && !value.endsWith('#');
  },
  'origin-list': (value) => value.split(/[\s,]+/).filter((part) => part !== '').every((part) => {
    const url = urlOf(part);
    return url !== undefined && ['http:', 'https:'].includes(url.protocol) && url.origin === part.replace(/\/$/, '') && !url.hostname.includes('*');
  }),
  'postgres-url': (value) => {
    const url = urlOf(value);
    return url !== undefined && ['postgres:', 'postgresql:'].includes(url.protocol) && url.hostname !== '' && url.pathname.length > 1;
  },
  'iso-day': (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value,
  'proxy-list': (value) => !/^\d+$/.test(value) && value.toLowerCase() !== 'true' && value.split(',').every((entry) => isProxyAddress(entry.trim())),
  'absolute-url': (value) => urlOf(value) !== undefined,
  'smtp-url': (value) => {
    const url = urlOf(value);
    return url !== undefined && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  },
};

const attempts = (fallback: number) => ({ type: 'integer', minimum: 1, default: fallback, usage: 'must be a whole number of at least 1' }) as const;
const milliseconds = { type: 'integer', minimum: 0, maximum: 600_000, usage: 'must be milliseconds, 0-600000' } as const;

/**
 * Every variable the server reads. `usage` completes "Invalid NAME "value": …"; `secret` values are never repeated in
 * a message. Blank counts as unset.
 */
export const ENVIRONMENT = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', usage: 'production or unset' },
    PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 8080, usage: 'must be an integer 1-65535' },
    HOST: { type: 'string', default: '0.0.0.0', usage: 'an interface address' },
    DATABASE_PATH: { type: 'string', default: 'data/portal.db', usage: 'a file path' },
    DATABASE_URL: { type: 'string', format: 'postgres-url', secret: true, usage: 'must be a PostgreSQL URL naming a host and a database, such as postgres://portal:secret@db.example.se:5432/portal' },
    INSTANCE_ID: { type: 'string', pattern: '^[\\w.:-]{1,100}$', usage: 'letters, digits and . _ : - only, at most 100' },
    SHUTDOWN_DELAY_MS: milliseconds,
    SHUTDOWN_TIMEOUT_MS: milliseconds,
    STATIC_DIR: { type: 'string', default: 'dist', usage: 'a folder path' },
    PUBLIC_ORIGIN: { type: 'string', format: 'origin', usage: 'must be an http(s) origin without path, query or fragment, such as https://portal.example.se' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info', usage: 'must be one of fatal, error, warn, info, debug, trace, silent' },
    LOGIN_RATE_LIMIT_PER_IP: attempts(30),
    LOGIN_RATE_LIMIT_PER_USERNAME: attempts(10),
    TOKEN_SIGNING_KEY_FILE: { type: 'string', usage: 'a file path' },
    TOKEN_SIGNING_KEYS: { type: 'string', secret: true, usage: 'a JWK Set as JSON' },
    PORTAL_FIXED_DATE: { type: 'string', format: 'iso-day', usage: 'must be a date yyyy-MM-dd' },
    RENDITION_CACHE_DIR: { type: 'string', usage: 'a folder path' },
    RENDITION_CACHE_MB: { type: 'integer', minimum: 1, usage: 'must be a whole number of at least 1' },
    CONTENT_ASSET_ORIGINS: { type: 'string', format: 'origin-list', usage: 'each must be an origin without path, wildcard, query or fragment, such as https://images.ctfassets.net' },
    TRUST_PROXY: { type: 'string', format: 'proxy-list', usage: 'must be the reverse proxy\'s addresses or ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16 or loopback); a hop count or "true" would trust any client that reaches the portal directly' },
    CONTENTFUL_SPACE_ID: { type: 'string', pattern: '^[A-Za-z0-9]{1,64}$', usage: 'letters and digits' },
    CONTENTFUL_DELIVERY_TOKEN: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,256}$', secret: true, usage: 'letters, digits, _ and -' },
    CONTENTFUL_ENVIRONMENT: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', default: 'master', usage: 'letters, digits, _ and -' },
    CONTENTFUL_CDA_HOST: { type: 'string', format: 'absolute-url', default: 'https://cdn.contentful.com', usage: 'must be an absolute URL' },
    SMTP_URL: { type: 'string', format: 'smtp-url', secret: true, usage: 'must be an smtp:// or smtps:// URL such as smtps://user:secret@smtp.example.se:465' },
    MAIL_FROM: { type: 'string', maxLength: 200, usage: 'a sender such as Ombudsportalen <noreply@ombudsportalen.se>' },
    SUBSCRIPTION_TICK_MS: { type: 'integer', minimum: 1, usage: 'must be a whole number of at least 1' },
    SUBSCRIPTION_LEASE_MS: { type: 'integer', minimum: 1, usage: 'must be a whole number of at least 1' },
  },
} as const;

type Declared = typeof ENVIRONMENT.properties;
type ValueOf<S> = S extends { type: 'integer' } ? number : S extends { enum: readonly (infer E)[] } ? E : string;

/** The environment as validated: defaults filled in, numbers as numbers; a variable without a default may be absent. */
export type Environment = { [K in keyof Declared]: Declared[K] extends { default: unknown } ? ValueOf<Declared[K]> : ValueOf<Declared[K]> | undefined };
export type VariableName = keyof Declared;

/** The Ajv that env-schema validates with: coercing strings, filling defaults, knowing the formats and our two notes. */
export function environmentValidator(): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, coerceTypes: true, allowUnionTypes: true, addUsedSchema: false });
  ajv.addKeyword({ keyword: 'usage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'secret', schemaType: 'boolean' });
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}
