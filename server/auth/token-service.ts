import { jwtVerify, type JWTPayload } from 'jose';
import type { UserRecord } from '../repositories/user-repository.js';
import { ACCESS_TOKEN_TTL_S, API_AUDIENCE, ID_TOKEN_TTL_S, ISSUER } from './auth-settings.js';
import { signEs256 } from './sign-jwt.js';
import { keyForHeader, type SigningKeys } from './signing-key.js';

/** What a verified access token tells the API about its caller. */
export interface AuthenticatedUser {
  username: string;
  roles: string[];
  /** '' for users without an agency (chain, partner and internal users). */
  agencyNumber: string;
  storeChainId: number | null;
  givenName: string;
  familyName: string;
  /** The refresh family (session) the token was issued for; absent in tokens minted outside a login. */
  sessionId?: string;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function toUser(payload: JWTPayload): AuthenticatedUser {
  const { sub, roles, agencyNumber, storeChainId, given_name: givenName, family_name: familyName, sid } = payload;
  const valid = typeof sub === 'string' && Array.isArray(roles) && roles.every((r) => typeof r === 'string')
    && typeof agencyNumber === 'string' && (typeof storeChainId === 'number' || storeChainId === null)
    && typeof givenName === 'string' && typeof familyName === 'string';
  if (!valid) throw new Error('Access token claims have the wrong shape');
  const user: AuthenticatedUser = { username: sub, roles: roles as string[], agencyNumber, storeChainId, givenName, familyName };
  if (typeof sid === 'string') user.sessionId = sid;
  return user;
}

/** A compact JWS's last part, its signature. */
const signatureOf = (token: string): string => token.slice(token.lastIndexOf('.') + 1);

// Tokens remembered after a successful verification (oldest forgotten first); a forgotten one is simply verified again.
// Only tokens that verified enter, so forged ones cannot fill it; at most about 10 MB (docs/security.md, finding 11).
export const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(keys: SigningKeys, now: () => Date, { cacheSize = VERIFIED_CACHE_SIZE } = {}) {
  const verificationKey = keyForHeader(keys);
  // Keyed by the signature, checked against the whole token: a map lookup hashes its key at every request, and the
  // signature (86 characters for ES256) is a fraction of the token.
  const verified = new Map<string, { token: string; user: AuthenticatedUser; exp: number }>();
  /** The caller of a token that verified before and has not expired since; an expired one is forgotten at once. */
  const rememberedCaller = (token: string): AuthenticatedUser | undefined => {
    const signature = signatureOf(token);
    const known = verified.get(signature);
    if (known === undefined || known.token !== token) return undefined;
    if (seconds(now()) < known.exp) return { ...known.user };
    verified.delete(signature);
    return undefined;
  };
  const sign = async (claims: JWTPayload, subject: string, audience: string, ttlSeconds: number): Promise<string> => {
    const key = await keys.signingKey();
    const issuedAt = seconds(now());
    return signEs256(key, { ...claims, iss: ISSUER, sub: subject, aud: audience, iat: issuedAt, exp: issuedAt + ttlSeconds });
  };

  return {
    /** ES256 access token for the API (5 min), claims as in architecture.md. */
    issueAccessToken(user: UserRecord, sessionId?: string): Promise<string> {
      return sign({
        username: user.username, roles: user.roles, agencyNumber: user.agencyNumber ?? '',
        given_name: user.firstname, family_name: user.lastname, storeChainId: user.storeChainId,
        ...(sessionId === undefined ? {} : { sid: sessionId }),
      }, user.username, API_AUDIENCE, ACCESS_TOKEN_TTL_S);
    },
    /** The id token: who logged in, for the client that asked. */
    issueIdToken(user: UserRecord, clientId: string): Promise<string> {
      return sign({ given_name: user.firstname, family_name: user.lastname }, user.username, clientId, ID_TOKEN_TTL_S);
    },
    /**
     * Verifies signature (with the key its `kid` names), issuer, audience and expiry against the injected clock; throws
     * on any failure. A token that verified once is remembered until it expires, so the ES256 check runs once per
     * token, not once per request.
     */
    async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
      const known = rememberedCaller(token);
      if (known !== undefined) return known;
      const { payload } = await jwtVerify(token, verificationKey, {
        algorithms: ['ES256'], issuer: ISSUER, audience: API_AUDIENCE, currentDate: now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const user = toUser(payload);
      const signature = signatureOf(token);
      verified.set(signature, { token, user, exp: payload.exp ?? 0 });
      if (verified.size > cacheSize) verified.delete(verified.keys().next().value ?? signature);
      return { ...user };
    },
    /** Synchronously, the caller of a token verified before (the API guard's fast path); undefined: verify it. */
    rememberedCaller,
    /** Tokens remembered now (the memory test). */
    cachedTokenCount: (): number => verified.size,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
