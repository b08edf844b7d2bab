import { createHash, timingSafeEqual } from 'node:crypto';

// RFC 7636: an S256 challenge is base64url(SHA-256(verifier)) = 43 chars; a verifier is 43-128 unreserved chars.
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function isS256Challenge(challenge: string): boolean {
  return CHALLENGE.test(challenge);
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Constant-time check that the verifier hashes to the challenge stored with the code. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
