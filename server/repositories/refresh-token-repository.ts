import { changeClockOf, createChangeCacheSync as createChangeCache } from '../db/change-clock.js';
import type { Db } from '../db/open-database.js';

export interface RefreshTokenRecord {
  tokenHash: string;
  familyId: string;
  username: string;
  clientId: string;
  codeHash: string | null;
  createdAt: number;
  familyExpiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

export function createRefreshTokenRepository(db: Db) {
  const insertStmt = db.prepare(`INSERT INTO refresh_tokens (token_hash, family_id, username, client_id, code_hash, created_at, family_expires_at)
    VALUES (@tokenHash, @familyId, @username, @clientId, @codeHash, @createdAt, @familyExpiresAt)`);
  const findStmt = db.prepare<[string], RefreshTokenRecord>(`SELECT token_hash AS tokenHash, family_id AS familyId,
    username, client_id AS clientId, code_hash AS codeHash, created_at AS createdAt, family_expires_at AS familyExpiresAt,
    used_at AS usedAt, revoked_at AS revokedAt FROM refresh_tokens WHERE token_hash = ?`);
  const markUsedStmt = db.prepare<[number, string]>(
    'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL');
  const revokeFamilyStmt = db.prepare<[number, string]>(
    'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL');
  const revokeByCodeStmt = db.prepare<[number, string]>(`UPDATE refresh_tokens SET revoked_at = ?
    WHERE revoked_at IS NULL AND family_id IN (SELECT family_id FROM refresh_tokens WHERE code_hash = ?)`);
  const revokeUserStmt = db.prepare<[{ at: number; username: string; keep: string }]>(`UPDATE refresh_tokens SET revoked_at = @at
    WHERE username = @username AND revoked_at IS NULL AND family_id <> @keep`);
  const purgeStmt = db.prepare<[number]>('DELETE FROM refresh_tokens WHERE family_expires_at < ?');
  // A session is live while its family is not revoked and its user exists without the staff lock (a deletion cascades).
  const holderStmt = db.prepare<[string], string>(`SELECT r.username FROM refresh_tokens r JOIN users u ON u.username = r.username
    WHERE r.family_id = ? AND r.revoked_at IS NULL AND u.locked = 0 LIMIT 1`).pluck();
  // Kept until the database changes (server/db/change-clock.ts): a logout here ends the session for the next request.
  const holders = createChangeCache(changeClockOf(db), (familyId: string): string | null => holderStmt.get(familyId) ?? null);

  return {
    insert(token: Omit<RefreshTokenRecord, 'usedAt' | 'revokedAt'>): void {
      insertStmt.run(token);
    },
    findByHash(tokenHash: string): RefreshTokenRecord | undefined {
      return findStmt.get(tokenHash);
    },
    /** Rotation in one transaction: the old token is spent and its successor stored, or nothing happens. */
    rotate: db.transaction((oldHash: string, next: Omit<RefreshTokenRecord, 'usedAt' | 'revokedAt'>): boolean => {
      if (markUsedStmt.run(next.createdAt, oldHash).changes !== 1) return false;
      insertStmt.run(next);
      return true;
    }),
    revokeFamily(familyId: string, at: number): number {
      return revokeFamilyStmt.run(at, familyId).changes;
    },
    /** A replayed authorization code revokes every family it started. */
    revokeByCodeHash(codeHash: string, at: number): number {
      return revokeByCodeStmt.run(at, codeHash).changes;
    },
    /** Ends every session (refresh family) of a user except the family `keep` ('' keeps none). */
    revokeUserFamilies(username: string, at: number, keep = ''): number {
      return revokeUserStmt.run({ at, username, keep }).changes;
    },
    /** Ends every session of a user (a one-time password was set): their refresh tokens stop working. */
    revokeUser(username: string, at: number): number {
      return revokeUserStmt.run({ at, username, keep: '' }).changes;
    },
    /**
     * The user a session (refresh family, the access token's sid) belongs to while it is live: not revoked (logout,
     * password change, one-time password, replay), and the user neither deleted nor staff-locked. Null once it ended.
     */
    liveSessionHolder(familyId: string): string | null {
      return holders(familyId);
    },
    purgeExpired(before: number): number {
      return purgeStmt.run(before).changes;
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
