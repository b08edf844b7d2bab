import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK, type JWSHeaderParameters } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** The keys tokens are signed and verified with: the first signs, every one verifies (so a rotation keeps sessions). */
export interface SigningKeys {
  active: SigningKey;
  /** The key a token's header names (`kid`), or undefined: tokens without a known kid are refused. */
  forKid(kid: string | undefined): SigningKey | undefined;
  kids: readonly string[];
}

/** A stored key: a private EC P-256 JWK with its `kid` (the JWK Set form of the key file and of TOKEN_SIGNING_KEYS). */
export interface StoredKey extends JWK {
  kid: string;
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

/** A fresh ES256 key; its kid is the RFC 7638 thumbprint of the public half. */
export async function generateStoredKey(): Promise<StoredKey> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  const kid = await calculateJwkThumbprint(await exportJWK(pair.publicKey));
  return { ...privateJwk, kid, alg: 'ES256', use: 'sig' };
}

/** Parses a JWK Set of private ES256 keys (`{"keys":[…]}`, first = active); `source` names it in the error. */
export function parseKeySet(text: string, source: string): StoredKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SigningKeyError(`${source} is not JSON: expected {"keys":[{…private EC P-256 JWK with kid…}]}`);
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new SigningKeyError(`${source} holds no keys: expected {"keys":[…]}`);
  return keys.map((key: unknown, index) => {
    const jwk = key as Partial<StoredKey> | null;
    if (jwk === null || typeof jwk !== 'object' || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string'
      || typeof jwk.x !== 'string' || typeof jwk.y !== 'string' || typeof jwk.kid !== 'string' || jwk.kid === '') {
      throw new SigningKeyError(`${source}: key ${index + 1} is not a private EC P-256 JWK with a kid`);
    }
    return jwk as StoredKey;
  });
}

export function serializeKeySet(keys: readonly StoredKey[]): string {
  return `${JSON.stringify({ keys }, null, 2)}\n`;
}

async function importStoredKey(stored: StoredKey): Promise<SigningKey> {
  const { d: _d, key_ops: _ops, ...publicJwk } = stored;
  const privateKey = await importJWK(stored, 'ES256');
  const publicKey = await importJWK(publicJwk, 'ES256');
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) throw new SigningKeyError(`Key ${stored.kid} is not an EC key`);
  return { kid: stored.kid, privateKey, publicKey };
}

/** The usable key set; a duplicate kid keeps its first (newest) occurrence. */
export async function importKeySet(stored: readonly StoredKey[]): Promise<SigningKeys> {
  const byKid = new Map<string, SigningKey>();
  for (const key of stored) {
    if (!byKid.has(key.kid)) byKid.set(key.kid, await importStoredKey(key));
  }
  const active = byKid.values().next().value;
  if (active === undefined) throw new SigningKeyError('No signing key');
  return { active, forKid: (kid) => (kid === undefined ? undefined : byKid.get(kid)), kids: [...byKid.keys()] };
}

/** For jose's jwtVerify: the verification key named by the token's `kid` (an unknown or missing kid fails). */
export function keyForHeader(keys: SigningKeys): (header: JWSHeaderParameters) => CryptoKey {
  return (header) => {
    const key = keys.forKid(header.kid);
    if (key === undefined) throw new SigningKeyError('Token signed with an unknown key');
    return key.publicKey;
  };
}
