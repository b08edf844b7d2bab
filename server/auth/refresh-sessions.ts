import { errors } from '../http/errors.js';
import type { Repositories } from '../repositories/create-repositories.js';
import type { RefreshTokenRecord } from '../repositories/refresh-token-repository.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { createHmac } from 'node:crypto';
import { derivedSecret, type SigningKey, type SigningKeys } from './signing-key.js';
import { REFRESH_FAMILY_TTL_MS, ROTATION_GRACE_MS } from './auth-settings.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';

export interface IssuedRefreshToken {
  token: string;
  /** The family (session) id, carried as sid in the access tokens issued with it. */
  familyId: string;
  familyExpiresAt: number;
}

/**
 * A refresh token's successor is derived from it (HMAC under a secret derived from the signing keys), so a second tab
 * presenting the token just rotated out gets the same successor without any token stored in clear (docs/security.md,
 * finding 5), on any instance and after a restart: every instance holds the same keys (TOKEN_SIGNING_KEYS or the key file).
 */
export interface RefreshSuccessors {
  /** The successor a rotation issues now (the signing key's secret, after a due look at the key source). */
  of(token: string): Promise<string>;
  /** Every successor the token may have been given: the active key's first, then those of the keys kept from a rotation. */
  candidates(token: string): string[];
  /** Re-reads the key source for a key not known yet (bounded): another instance may already rotate with it. */
  lookForNewKeys(): Promise<boolean>;
}

export function refreshSuccessors(keys: SigningKeys): RefreshSuccessors {
  // One HKDF per key, forgotten when the key leaves the set (the set follows a shared key file: signing-key.ts).
  const secrets = new Map<string, Buffer>();
  const secretOf = (key: SigningKey): Buffer => {
    let secret = secrets.get(key.kid);
    if (secret === undefined) {
      for (const kid of secrets.keys()) if (!keys.kids.includes(kid)) secrets.delete(kid);
      secret = derivedSecret(key, 'refresh-token-successor v1');
      secrets.set(key.kid, secret);
    }
    return secret;
  };
  const successor = (key: SigningKey, token: string) => createHmac('sha256', secretOf(key)).update(token).digest('base64url');
  return {
    of: async (token) => successor(await keys.signingKey(), token),
    candidates: (token) => [keys.active.kid, ...keys.kids.filter((kid) => kid !== keys.active.kid)].flatMap((kid) => {
      const key = keys.forKid(kid);
      return key === undefined ? [] : [successor(key, token)];
    }),
    lookForNewKeys: () => keys.lookForNewKeys(),
  };
}

/** A new refresh-token family at login; it ends 8 hours later whatever the rotation. */
export async function startFamily(repos: Repositories, username: string, clientId: string, codeHash: string, now: Date): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken();
  const createdAt = now.getTime();
  const familyExpiresAt = createdAt + REFRESH_FAMILY_TTL_MS;
  // Housekeeping piggybacks on logins: families past their 8 hours are of no use to anyone.
  await repos.refreshTokens.purgeExpired(createdAt);
  const familyId = newOpaqueToken();
  await repos.refreshTokens.insert({ tokenHash: hashToken(token), familyId, username, clientId, codeHash, createdAt, familyExpiresAt });
  return { token, familyId, familyExpiresAt };
}

/**
 * Spends a refresh token and issues its successor in the same family. A token already spent is a replay (stolen copy
 * or race) and revokes the whole family, with one grace: the immediately preceding token, presented again within
 * ROTATION_GRACE_MS while its successor is still unspent, gets that same successor (two tabs refreshing at once).
 * An older generation never gets grace. Throws AppError 401.
 */
export async function rotate(repos: Repositories, successors: RefreshSuccessors, presented: string, now: Date): Promise<IssuedRefreshToken & { user: UserRecord }> {
  return rotateOnce(repos, successors, presented, now, true);
}

/** The successor the token was given, if it is in the token's family (tried under each key's secret). */
async function successorIn(repos: Repositories, successors: RefreshSuccessors, presented: string, familyId: string, lookAgain = true): Promise<{ token: string; record: RefreshTokenRecord } | undefined> {
  for (const token of successors.candidates(presented)) {
    const record = await repos.refreshTokens.findByHash(hashToken(token));
    if (record?.familyId === familyId) return { token, record };
  }
  // Another instance may have rotated it under a key this one has not read yet (a key file rotated seconds ago).
  return lookAgain && await successors.lookForNewKeys() ? successorIn(repos, successors, presented, familyId, false) : undefined;
}

async function rotateOnce(repos: Repositories, successors: RefreshSuccessors, presented: string, now: Date, mayRetry: boolean): Promise<IssuedRefreshToken & { user: UserRecord }> {
  const at = now.getTime();
  const found = await repos.refreshTokens.findWithUser(hashToken(presented));
  if (found === undefined || found.record.revokedAt !== null) throw errors.unauthorized();
  const { record, user } = found;
  const endFamily = async (error: Error): Promise<never> => {
    await repos.refreshTokens.revokeFamily(record.familyId, at);
    throw error;
  };
  if (record.usedAt !== null) {
    const next = at - record.usedAt <= ROTATION_GRACE_MS ? await successorIn(repos, successors, presented, record.familyId) : undefined;
    const graced = next !== undefined && next.record.usedAt === null && next.record.revokedAt === null && at < record.familyExpiresAt;
    if (next === undefined || !graced || user.locked) return endFamily(errors.refreshReplayed());
    return { token: next.token, familyId: record.familyId, familyExpiresAt: record.familyExpiresAt, user };
  }
  if (at >= record.familyExpiresAt) return endFamily(errors.unauthorized());
  // A user locked after login gets no new access tokens (a removed one has no tokens left).
  if (user.locked) return endFamily(errors.unauthorized());
  const token = await successors.of(presented);
  const rotated = await repos.refreshTokens.rotate(record.tokenHash, {
    tokenHash: hashToken(token), familyId: record.familyId, username: record.username, clientId: record.clientId,
    codeHash: record.codeHash, createdAt: at, familyExpiresAt: record.familyExpiresAt,
  });
  // Spent by a parallel request since it was read (another tab, or another instance): judged again as spent, so the
  // grace applies exactly as if this request had come second.
  if (!rotated) return mayRetry ? rotateOnce(repos, successors, presented, now, false) : endFamily(errors.refreshReplayed());
  return { token, familyId: record.familyId, familyExpiresAt: record.familyExpiresAt, user };
}

/** Logout: the presented token's family ends; an unknown token is ignored. */
export async function revokeFamilyOf(repos: Repositories, presented: string, now: Date): Promise<void> {
  const record = await repos.refreshTokens.findByHash(hashToken(presented));
  if (record !== undefined) await repos.refreshTokens.revokeFamily(record.familyId, now.getTime());
}
