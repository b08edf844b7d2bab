import { randomUUID } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import { ISSUER } from './auth-settings.js';
import { signEs256 } from './sign-jwt.js';
import { keyForHeader, type SigningKeys } from './signing-key.js';

/** What a verified short-lived token says. */
export interface ShortTokenClaims {
  subject: string;
  jti: string;
  /** Expiry, epoch seconds. */
  exp: number;
  claims: JWTPayload;
}

/**
 * Short-lived single-purpose ES256 tokens (learning-service SSO, its page forms, the webmail link), signed with the
 * portal's key set (the one the app holds, following a shared key file) and told apart by audience, so a token for
 * one purpose is refused by every other.
 */
export function createShortTokens(keys: SigningKeys, now: () => Date) {
  const verificationKey = keyForHeader(keys);
  return {
    async issue(audience: string, subject: string, ttlSeconds: number, claims: JWTPayload = {}): Promise<string> {
      const key = await keys.signingKey();
      const issuedAt = Math.floor(now().getTime() / 1000);
      return signEs256(key, { ...claims, iss: ISSUER, sub: subject, aud: audience, jti: randomUUID(), iat: issuedAt, exp: issuedAt + ttlSeconds });
    },
    /** The claims, or undefined for a token that is malformed, foreign, expired or for another audience. */
    async verify(token: string, audience: string): Promise<ShortTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, verificationKey, {
          algorithms: ['ES256'], issuer: ISSUER, audience, currentDate: now(), requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        });
        return { subject: payload.sub ?? '', jti: payload.jti ?? '', exp: payload.exp ?? 0, claims: payload };
      } catch {
        return undefined;
      }
    },
  };
}

export type ShortTokens = ReturnType<typeof createShortTokens>;
