// Where the token signing keys live: outside the data database (docs/security.md, finding 10). Either the environment
// (TOKEN_SIGNING_KEYS, a JWK Set) or a key file readable by its owner only (TOKEN_SIGNING_KEY_FILE, default next to
// the database), created on first start. A key an older install kept in the database is moved out.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import type { SigningKeyRepository } from '../repositories/signing-key-repository.js';
import { generateStoredKey, importKeySet, parseKeySet, serializeKeySet, SigningKeyError, type SigningKeys, type StoredKey } from './signing-key.js';

export const KEY_FILE_NAME = 'signing-keys.json';
const OWNER_ONLY = 0o600;

/** The key file's path, or null for an in-memory database without a configured file (its keys live in memory too). */
export function keyFilePath(config: Pick<Config, 'databasePath' | 'signingKeyFile'>): string | null {
  if (config.signingKeyFile !== undefined) return config.signingKeyFile;
  return config.databasePath === ':memory:' ? null : join(dirname(config.databasePath), KEY_FILE_NAME);
}

/** Reads a key file, refusing one that others than its owner may read. */
export function readKeyFile(path: string): StoredKey[] {
  const mode = statSync(path).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new SigningKeyError(`${path} is readable by others (mode ${mode.toString(8)}): run chmod 600 ${path}`);
  }
  return parseKeySet(readFileSync(path, 'utf8'), path);
}

/** Creates the file only if it does not exist yet (false when another process was first), mode 0600. */
function createKeyFile(path: string, keys: readonly StoredKey[]): boolean {
  mkdirSync(dirname(path), { recursive: true });
  let fd: number;
  try {
    fd = openSync(path, 'wx', OWNER_ONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, serializeKeySet(keys));
  } finally {
    closeSync(fd);
  }
  chmodSync(path, OWNER_ONLY);
  return true;
}

/** Replaces the file's content atomically (a reader sees the old or the new set, never half of one). */
export function replaceKeyFile(path: string, keys: readonly StoredKey[]): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', OWNER_ONLY);
  try {
    writeSync(fd, serializeKeySet(keys));
  } finally {
    closeSync(fd);
  }
  chmodSync(temporary, OWNER_ONLY);
  renameSync(temporary, path);
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
 * to the key file when there is one, then deleted from the database.
 */
export async function loadSigningKeys(config: Pick<Config, 'databasePath' | 'signingKeyFile' | 'signingKeys'>, legacy: SigningKeyRepository): Promise<SigningKeys> {
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
  return importKeySet(keys);
}

/** A rotation: a new active key, the previous one kept for verification (older ones dropped). Returns the new set. */
export async function rotateKeyFile(path: string): Promise<StoredKey[]> {
  const current = readKeyFile(path);
  const next = [await generateStoredKey(), ...current.slice(0, 1)];
  replaceKeyFile(path, next);
  return next;
}
