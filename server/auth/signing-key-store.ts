// Where the token signing keys live: outside the data database (docs/security.md, finding 10). Either the environment
// (TOKEN_SIGNING_KEYS, a JWK Set) or a key file readable by its owner only (TOKEN_SIGNING_KEY_FILE, default next to
// the database), created on first start. A key an older install kept in the database is moved out. A fleet shares one
// key file (a mounted path): every instance follows it, so a rotation needs no restart (docs/security.md, finding 10).
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import type { SigningKeyRepository } from '../repositories/signing-key-repository.js';
import { parseKeySet, serializeKeySet, SigningKeyError, type StoredKey } from '../signing-key-set.js';
import {
  changingKeySet, generateStoredKey, importKeys, importKeySet, KEY_SOURCE_TIMINGS, type KeySetSnapshot, type KeySourceTimings, type SigningKeys,
} from './signing-key.js';

export const KEY_FILE_NAME = 'signing-keys.json';
const OWNER_ONLY = 0o600;

/** The key file's path, or null for an in-memory database without a configured file (its keys live in memory too). */
export function keyFilePath(config: Pick<Config, 'databasePath' | 'signingKeyFile'>): string | null {
  if (config.signingKeyFile !== undefined) return config.signingKeyFile;
  return config.databasePath === ':memory:' ? null : join(dirname(config.databasePath), KEY_FILE_NAME);
}

function refuseReadableByOthers(path: string, mode: number): void {
  const permissions = mode & 0o777;
  if (process.platform !== 'win32' && (permissions & 0o077) !== 0) {
    throw new SigningKeyError(`${path} is readable by others (mode ${permissions.toString(8)}): run chmod 600 ${path}`);
  }
}

/** Reads a key file, refusing one that others than its owner may read. */
export function readKeyFile(path: string): StoredKey[] {
  refuseReadableByOthers(path, statSync(path).mode);
  return parseKeySet(readFileSync(path, 'utf8'), path);
}

/** A key file's text, read without blocking (the running server's re-reads), refused as readKeyFile refuses it. */
export async function readKeyFileText(path: string): Promise<string> {
  refuseReadableByOthers(path, (await stat(path)).mode);
  return readFile(path, 'utf8');
}

/** How a running server follows its key file: the clock, how often, the reader (tests count its reads), failures. */
export interface KeyFileFollowing {
  now: () => Date;
  timings?: KeySourceTimings;
  readText?: (path: string) => Promise<string>;
  /** A re-read that failed (file gone, unreadable, refused): the keys in use stay; the failure is reported here. */
  onReadError?: (error: unknown) => void;
}

/** The key set of a key file, following the file: a changed text (a rotation) is imported, an unchanged one is not. */
async function followingKeyFile(path: string, stored: readonly StoredKey[], following: KeyFileFollowing): Promise<SigningKeys> {
  const { now, timings = KEY_SOURCE_TIMINGS, readText = readKeyFileText, onReadError = () => undefined } = following;
  let lastText = serializeKeySet(stored);
  const reread = async (): Promise<KeySetSnapshot | undefined> => {
    try {
      const text = await readText(path);
      if (text === lastText) return undefined;
      const next = await importKeys(parseKeySet(text, path));
      lastText = text;
      return next;
    } catch (error) {
      onReadError(error);
      return undefined;
    }
  };
  return changingKeySet(await importKeys(stored), reread, now, timings);
}

/** The key set in a new file beside `path`, mode 0600 (a random name: instances on several hosts may share the folder). */
function writeTemporary(path: string, keys: readonly StoredKey[]): string {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', OWNER_ONLY);
  try {
    writeSync(fd, serializeKeySet(keys));
  } finally {
    closeSync(fd);
  }
  chmodSync(temporary, OWNER_ONLY);
  return temporary;
}

/**
 * Creates the file only if it does not exist yet (false when another process was first), mode 0600. Written aside and
 * linked in: instances started together never read a file another is still writing.
 */
function createKeyFile(path: string, keys: readonly StoredKey[]): boolean {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = writeTemporary(path, keys);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Replaces the file's content atomically (a reader sees the old or the new set, never half of one). */
export function replaceKeyFile(path: string, keys: readonly StoredKey[]): void {
  renameSync(writeTemporary(path, keys), path);
}

const withoutKnown = (known: readonly StoredKey[], more: readonly StoredKey[]): StoredKey[] =>
  more.filter((key) => !known.some((k) => k.kid === key.kid));

/** The keys an install before issue 9 kept in the `signing_keys` table (none on a newer one). */
async function keysInDatabase(legacy: SigningKeyRepository): Promise<StoredKey[]> {
  const rows = await legacy.listLegacy();
  if (rows.length === 0) return [];
  const keys = rows.map(({ kid, privateJwk }) => ({ ...(JSON.parse(privateJwk) as object), kid, alg: 'ES256', use: 'sig' }));
  return parseKeySet(JSON.stringify({ keys }), 'the signing_keys table');
}

/**
 * The keys for this start. Keys found in the database are kept for verification (so their tokens stay valid), written
 * to the key file when there is one, then deleted from the database. Keys from a key file follow the file.
 */
export async function loadSigningKeys(config: Pick<Config, 'databasePath' | 'signingKeyFile' | 'signingKeys'>, legacy: SigningKeyRepository,
  following: KeyFileFollowing = { now: () => new Date() }): Promise<SigningKeys> {
  const fromDatabase = await keysInDatabase(legacy);
  const path = keyFilePath(config);
  let keys: StoredKey[] | undefined;
  if (config.signingKeys !== undefined) {
    keys = [...config.signingKeys, ...withoutKnown(config.signingKeys, fromDatabase)];
  } else if (path === null) {
    keys = fromDatabase.length > 0 ? fromDatabase : [await generateStoredKey()];
  } else {
    if (!existsSync(path)) {
      const initial = fromDatabase.length > 0 ? fromDatabase : [await generateStoredKey()];
      if (createKeyFile(path, initial)) keys = initial;
    }
    if (keys === undefined) {
      const fromFile = readKeyFile(path);
      keys = [...fromFile, ...withoutKnown(fromFile, fromDatabase)];
      if (keys.length > fromFile.length) replaceKeyFile(path, keys);
    }
  }
  // Only after the keys are safe elsewhere: a crash before this line finds them in both places next time.
  if (fromDatabase.length > 0) await legacy.deleteAll();
  return path === null || config.signingKeys !== undefined ? importKeySet(keys) : followingKeyFile(path, keys, following);
}

/** A rotation: a new active key, the previous one kept for verification (older ones dropped). Returns the new set. */
export async function rotateKeyFile(path: string): Promise<StoredKey[]> {
  const current = readKeyFile(path);
  const next = [await generateStoredKey(), ...current.slice(0, 1)];
  replaceKeyFile(path, next);
  return next;
}

/** The steps of a rotation of TOKEN_SIGNING_KEYS across a fleet; each is rolled out to every instance before the next. */
export const ENVIRONMENT_ROTATION_STEPS = ['add', 'promote', 'drop'] as const;
export type EnvironmentRotationStep = (typeof ENVIRONMENT_ROTATION_STEPS)[number];

/**
 * The TOKEN_SIGNING_KEYS of a rotation's next step: `add` puts a new key second (every instance verifies it, none
 * signs with it yet), `promote` moves it first (it signs; the previous key still verifies), `drop` keeps the first
 * only (once nothing signed with the previous key is still valid).
 */
export async function nextEnvironmentKeys(step: EnvironmentRotationStep, keys: readonly StoredKey[]): Promise<StoredKey[]> {
  const [active, second, ...rest] = keys;
  if (active === undefined) throw new SigningKeyError('TOKEN_SIGNING_KEYS holds no key');
  if (step === 'add') return [active, await generateStoredKey(), ...(second === undefined ? [] : [second]), ...rest];
  if (second === undefined) throw new SigningKeyError(`TOKEN_SIGNING_KEYS holds one key: nothing to ${step} (start with add)`);
  return step === 'promote' ? [second, active, ...rest] : [active];
}
