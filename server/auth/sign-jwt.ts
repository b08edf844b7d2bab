import { KeyObject, sign } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { SigningKey } from './signing-key.js';

// The key as node:crypto signs with it, converted once per key (a key set's keys live as long as the set).
const keyObjects = new WeakMap<SigningKey, KeyObject>();

/**
 * A compact ES256 JWS (RFC 7515, 7518 §3.4: r‖s, not DER) signed on the calling thread: jose's SignJWT signs through
 * WebCrypto, a trip to the libuv thread pool whose answer then queues behind the busy event loop (the token refresh's
 * tail at the peak hour, docs/decisions/peak-hour-signing.md). Tokens are still verified by jose's jwtVerify.
 */
export function signEs256(key: SigningKey, payload: JWTPayload): string {
  let keyObject = keyObjects.get(key);
  if (keyObject === undefined) keyObjects.set(key, keyObject = KeyObject.from(key.privateKey));
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: keyObject, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}
