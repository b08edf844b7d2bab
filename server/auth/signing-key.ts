import { hkdfSync, KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWSHeaderParameters } from 'jose';
import { SigningKeyError, type StoredKey } from '../signing-key-set.js';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** One imported key set: the first key signs, every one verifies (so a rotation keeps sessions). */
export interface KeySetSnapshot {
  active: SigningKey;
  byKid: ReadonlyMap<string, SigningKey>;
}

/**
 * The keys tokens, learning and webmail tokens and asset grants are signed and verified with. A set read from a key
 * file follows the file (a rotation by `npm run keys:rotate` reaches every instance sharing it without a restart); the
 * other sets never change.
 */
export interface SigningKeys {
  /** The key that signs now. */
  readonly active: SigningKey;
  /** The key a token's header names (`kid`) in the set as it is now, or undefined. */
  forKid(kid: string | undefined): SigningKey | undefined;
  readonly kids: readonly string[];
  /** The key to sign with, after checking the source for a rotation when a check is due. */
  signingKey(): Promise<SigningKey>;
  /**
   * The key a kid names; a kid the set does not know makes it re-read its source first (bounded in time, so forged
   * kids cannot make it read per request): a key another instance already signs with verifies here too.
   */
  verificationKey(kid: string | undefined): Promise<SigningKey | undefined>;
  /** Re-reads the source for a key not known yet (bounded as above); true when the set changed. */
  lookForNewKeys(): Promise<boolean>;
}

/** A fresh ES256 key; its kid is the RFC 7638 thumbprint of the public half. */
export async function generateStoredKey(): Promise<StoredKey> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  const kid = await calculateJwkThumbprint(await exportJWK(pair.publicKey));
  return { ...privateJwk, kid, alg: 'ES256', use: 'sig' };
}

async function importStoredKey(stored: StoredKey): Promise<SigningKey> {
  const { d: _d, key_ops: _ops, ...publicJwk } = stored;
  const privateKey = await importJWK(stored, 'ES256');
  const publicKey = await importJWK(publicJwk, 'ES256');
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) throw new SigningKeyError(`Key ${stored.kid} is not an EC key`);
  return { kid: stored.kid, privateKey, publicKey };
}

/** The usable keys; a duplicate kid keeps its first (newest) occurrence. */
export async function importKeys(stored: readonly StoredKey[]): Promise<KeySetSnapshot> {
  const byKid = new Map<string, SigningKey>();
  for (const key of stored) {
    if (!byKid.has(key.kid)) byKid.set(key.kid, await importStoredKey(key));
  }
  const active = byKid.values().next().value;
  if (active === undefined) throw new SigningKeyError('No signing key');
  return { active, byKid };
}

/** A key set that never changes (TOKEN_SIGNING_KEYS, an in-memory database's key, a test's own key). */
export async function importKeySet(stored: readonly StoredKey[]): Promise<SigningKeys> {
  const { active, byKid } = await importKeys(stored);
  const forKid = (kid: string | undefined) => (kid === undefined ? undefined : byKid.get(kid));
  return {
    active, forKid, kids: [...byKid.keys()],
    signingKey: async () => active,
    verificationKey: async (kid) => forKid(kid),
    lookForNewKeys: async () => false,
  };
}

/** How often a changing key set looks at its source (a key file shared by a fleet). */
export interface KeySourceTimings {
  /** At most this long after a rotation an instance signs with the new key (checked when it signs or verifies). */
  checkEveryMs: number;
  /** Re-reads for an unknown kid (or an unknown grant) at most once per this long. */
  unknownKeyEveryMs: number;
}

export const KEY_SOURCE_TIMINGS: KeySourceTimings = { checkEveryMs: 30_000, unknownKeyEveryMs: 1_000 };

/**
 * A key set that follows its source: `reread` answers the source's keys when they changed since the last read (else
 * undefined; a failure keeps the keys it has). Checked when due on the injected clock, never by a timer; one read at a
 * time, which concurrent callers share.
 */
export function changingKeySet(initial: KeySetSnapshot, reread: () => Promise<KeySetSnapshot | undefined>, now: () => Date,
  timings: KeySourceTimings = KEY_SOURCE_TIMINGS): SigningKeys {
  let current = initial;
  let kids = [...current.byKid.keys()];
  let checkedAt = now().getTime();
  let unknownReadAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<boolean> | null = null;
  const read = (): Promise<boolean> => {
    reading ??= reread().then((next) => {
      if (next === undefined) return false;
      current = next;
      kids = [...next.byKid.keys()];
      return true;
    }).finally(() => { reading = null; });
    return reading;
  };
  const checkIfDue = async (): Promise<void> => {
    const at = now().getTime();
    if (at - checkedAt < timings.checkEveryMs) return;
    checkedAt = at;
    await read();
  };
  const lookForNewKeys = async (): Promise<boolean> => {
    if (reading !== null) return reading;
    const at = now().getTime();
    if (at - unknownReadAt < timings.unknownKeyEveryMs) return false;
    unknownReadAt = at;
    checkedAt = at;
    return read();
  };
  const forKid = (kid: string | undefined) => (kid === undefined ? undefined : current.byKid.get(kid));
  return {
    get active() { return current.active; },
    get kids() { return kids; },
    forKid,
    async signingKey() {
      await checkIfDue();
      return current.active;
    },
    async verificationKey(kid) {
      if (kid === undefined) return undefined;
      await checkIfDue();
      const known = forKid(kid);
      if (known !== undefined) return known;
      await lookForNewKeys();
      return forKid(kid);
    },
    lookForNewKeys,
  };
}

/** For jose's jwtVerify: the verification key named by the token's `kid` (an unknown or missing kid fails). */
export function keyForHeader(keys: SigningKeys): (header: JWSHeaderParameters) => Promise<CryptoKey> {
  return async (header) => {
    const key = await keys.verificationKey(header.kid);
    if (key === undefined) throw new SigningKeyError('Token signed with an unknown key');
    return key.publicKey;
  };
}

/**
 * A secret of its own for `purpose` (HKDF-SHA256 of the key's private scalar): equal on every instance holding the key,
 * so what one instance derives another accepts, and never the signing key itself.
 */
export function derivedSecret(key: SigningKey, purpose: string): Buffer {
  const d = KeyObject.from(key.privateKey).export({ format: 'jwk' }).d;
  if (d === undefined) throw new SigningKeyError(`Signing key ${key.kid} has no private part`);
  return Buffer.from(hkdfSync('sha256', Buffer.from(d, 'base64url'), 'ombudsportalen', purpose, 32));
}
