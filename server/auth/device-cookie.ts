// Known browsers (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; docs/security.md row 23.6): a browser
// that logged in as a user gets a device cookie, and its later logins as that user count in the device's own bucket
// (rate limit, attempts and lock) instead of the username's, so a guesser elsewhere cannot keep the user out.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_TTL_MS, KNOWN_DEVICES_PER_USER, KNOWN_USERS_PER_DEVICE } from './auth-settings.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { isSecure } from './refresh-cookie.js';

export const DEVICE_COOKIE = 'portal-dc';
// Both password endpoints (/oauth/v2/authenticate/:flowId, /oauth/v2/login) and nothing else.
const COOKIE_PATH = '/oauth/v2';
// One 256-bit random value per user this browser logged in as, newest last; the server keeps only their hashes.
const ENTRY = /^[A-Za-z0-9_-]{43}$/;
const SEPARATOR = '.';

/** The cookie's entries: at most KNOWN_USERS_PER_DEVICE well-formed values, anything else ignored (bounded work). */
function presentedEntries(request: FastifyRequest): string[] {
  const raw = request.cookies[DEVICE_COOKIE];
  if (raw === undefined || raw.length > KNOWN_USERS_PER_DEVICE * 44) return [];
  return raw.split(SEPARATOR, KNOWN_USERS_PER_DEVICE).filter((entry) => ENTRY.test(entry));
}

interface KnownDevice {
  entry: string;
  hash: string;
}

const lookups = new WeakMap<FastifyRequest, Map<string, KnownDevice | undefined>>();

/** The live device record this request's cookie holds for the username, if any (looked up once per request). */
export async function knownDeviceOf(app: FastifyInstance, request: FastifyRequest, username: string): Promise<KnownDevice | undefined> {
  const key = username.trim().toUpperCase();
  let byName = lookups.get(request);
  if (byName === undefined) {
    byName = new Map();
    lookups.set(request, byName);
  }
  if (byName.has(key)) return byName.get(key);
  const entries = presentedEntries(request);
  const hashes = entries.map(hashToken);
  const hash = key === '' ? undefined : await app.repos.users.knownDevice(hashes, username.trim(), app.now());
  const known = hash === undefined ? undefined : { entry: entries[hashes.indexOf(hash)] ?? '', hash };
  byName.set(key, known);
  return known;
}

/** The per-username rate-limit bucket of a login attempt: the known browser's own, or the username's. */
export async function loginBucket(app: FastifyInstance, request: FastifyRequest, username: string): Promise<string> {
  const known = await knownDeviceOf(app, request, username);
  return known === undefined ? `user:${username.trim().toUpperCase()}` : `device:${known.hash}`;
}

/**
 * After a completed login: a fresh device value for the user (replacing the one this browser presented for them, so a
 * copied cookie stops working at the owner's next login), kept beside the browser's values for other users.
 */
export async function rememberDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, username: string): Promise<void> {
  const replaced = await knownDeviceOf(app, request, username);
  const entry = newOpaqueToken();
  const now = app.now();
  await app.repos.users.addKnownDevice(username, {
    hash: hashToken(entry), replaces: replaced?.hash, expiresAt: now.getTime() + DEVICE_COOKIE_TTL_MS, keep: KNOWN_DEVICES_PER_USER,
  }, now);
  const kept = presentedEntries(request).filter((presented) => presented !== replaced?.entry);
  const value = [...kept, entry].slice(-KNOWN_USERS_PER_DEVICE).join(SEPARATOR);
  void reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: isSecure(app.config.publicOrigin, request),
    maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
  });
}

/** The cookie parser for a password endpoint's plugin scope (once per scope). */
export async function deviceCookies(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
}
