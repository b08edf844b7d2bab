import { hkdfSync, KeyObject } from 'node:crypto';
import { SigningKeyError, type SigningKey } from './signing-key.js';

/**
 * A secret of its own for `purpose` (HKDF-SHA256 of a signing key's private scalar, as the asset grants derive theirs):
 * equal on every instance holding the key, so what one instance derives another accepts, and never the key itself.
 */
export function derivedSecret(key: SigningKey, purpose: string): Buffer {
  const d = KeyObject.from(key.privateKey).export({ format: 'jwk' }).d;
  if (d === undefined) throw new SigningKeyError(`Signing key ${key.kid} has no private part`);
  return Buffer.from(hkdfSync('sha256', Buffer.from(d, 'base64url'), 'ombudsportalen', purpose, 32));
}
