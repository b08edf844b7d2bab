import { errors } from '../http/errors.js';
import type { Repositories } from '../repositories/create-repositories.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { createHmac, randomBytes } from 'node:crypto';
import { REFRESH_FAMILY_TTL_MS, ROTATION_GRACE_MS } from './auth-settings.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';

export interface IssuedRefreshToken {
  token: string;
  /** The family (session) id, carried as sid in the access tokens issued with it. */
  familyId: string;
  familyExpiresAt: number;
}

// The successor of a refresh token is derived from it with a per-process secret, so a second tab presenting the token
// just rotated out can be given the same successor without storing any token in clear (docs/security.md, finding 5).
// A restart within the grace window loses it: that tab then logs in again.
const successorSecret = randomBytes(32);
const successorOf = (token: string): string => createHmac('sha256', successorSecret).update(token).digest('base64url');

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
export async function rotate(repos: Repositories, presented: string, now: Date): Promise<IssuedRefreshToken & { user: UserRecord }> {
  return rotateOnce(repos, presented, now, true);
}

async function rotateOnce(repos: Repositories, presented: string, now: Date, mayRetry: boolean): Promise<IssuedRefreshToken & { user: UserRecord }> {
  const at = now.getTime();
  const record = await repos.refreshTokens.findByHash(hashToken(presented));
  if (record === undefined || record.revokedAt !== null) throw errors.unauthorized();
  const endFamily = async (error: Error): Promise<never> => {
    await repos.refreshTokens.revokeFamily(record.familyId, at);
    throw error;
  };
  if (record.usedAt !== null) {
    const successor = successorOf(presented);
    const next = await repos.refreshTokens.findByHash(hashToken(successor));
    const graced = at - record.usedAt <= ROTATION_GRACE_MS && next !== undefined && next.familyId === record.familyId
      && next.usedAt === null && next.revokedAt === null && at < record.familyExpiresAt;
    const user = graced ? await repos.users.findByUsername(record.username) : undefined;
    if (user === undefined || user.locked) return endFamily(errors.refreshReplayed());
    return { token: successor, familyId: record.familyId, familyExpiresAt: record.familyExpiresAt, user };
  }
  if (at >= record.familyExpiresAt) return endFamily(errors.unauthorized());
  // A user locked (or removed) after login gets no new access tokens.
  const user = await repos.users.findByUsername(record.username);
  if (user === undefined || user.locked) return endFamily(errors.unauthorized());
  const token = successorOf(presented);
  const rotated = await repos.refreshTokens.rotate(record.tokenHash, {
    tokenHash: hashToken(token), familyId: record.familyId, username: record.username, clientId: record.clientId,
    codeHash: record.codeHash, createdAt: at, familyExpiresAt: record.familyExpiresAt,
  });
  // Spent by a parallel request since it was read (another tab, or another instance): judged again as spent, so the
  // grace applies exactly as if this request had come second.
  if (!rotated) return mayRetry ? rotateOnce(repos, presented, now, false) : endFamily(errors.refreshReplayed());
  return { token, familyId: record.familyId, familyExpiresAt: record.familyExpiresAt, user };
}

/** Logout: the presented token's family ends; an unknown token is ignored. */
export async function revokeFamilyOf(repos: Repositories, presented: string, now: Date): Promise<void> {
  const record = await repos.refreshTokens.findByHash(hashToken(presented));
  if (record !== undefined) await repos.refreshTokens.revokeFamily(record.familyId, now.getTime());
}
