// The signing keys' text form (a JWK Set), read from TOKEN_SIGNING_KEYS by server/config.ts and from the key file by
// server/auth/signing-key-store.ts: beside the config, so the config imports nothing above it.
import type { JWK } from 'jose';

/** A stored key: a private EC P-256 JWK with its `kid` (the JWK Set form of the key file and of TOKEN_SIGNING_KEYS). */
export interface StoredKey extends JWK {
  kid: string;
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
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
