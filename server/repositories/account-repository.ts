import type { Db } from '../db/open-database.js';

/** The fields a user may change on their own record (mobile page, GDPR page, "Mina uppgifter"). */
export interface ProfileChanges {
  mobile: string | null;
  alias: string | null;
  gdprAcceptDate: string | null;
}

export interface PasswordWrite {
  username: string;
  /** The hash the caller's current password was verified against; the write fails if it is no longer current. */
  oldHash: string;
  newHash: string;
  passwordExpireDate: string;
  /** Epoch ms, for the history row. */
  at: number;
  /** Previous passwords kept in password_history (the current one is on the user row). */
  keep: number;
}

/** Writes to a user's own account: versioned profile updates and password changes with their history. */
export function createAccountRepository(db: Db) {
  const profileStmt = db.prepare(`UPDATE users SET mobile = @mobile, alias = @alias, gdpr_accept_date = @gdprAcceptDate,
    version = version + 1 WHERE username = @username AND version = @expectedVersion`);
  const passwordStmt = db.prepare(`UPDATE users SET password_hash = @newHash, force_password_change = 0,
    password_expire_date = @passwordExpireDate, failed_logins = 0, version = version + 1
    WHERE username = @username AND password_hash = @oldHash`);
  const historyInsert = db.prepare('INSERT INTO password_history (username, password_hash, created_at) VALUES (@username, @oldHash, @at)');
  const historyTrim = db.prepare(`DELETE FROM password_history WHERE username = @username AND id NOT IN
    (SELECT id FROM password_history WHERE username = @username ORDER BY created_at DESC, id DESC LIMIT @keep)`);
  const historyStmt = db.prepare<[string, number], string>(
    'SELECT password_hash FROM password_history WHERE username = ? ORDER BY created_at DESC, id DESC LIMIT ?').pluck();

  return {
    /** Writes the profile and bumps the version, only if the row is still at `expectedVersion`; false otherwise. */
    updateProfile(username: string, expectedVersion: number, changes: ProfileChanges): boolean {
      return profileStmt.run({ ...changes, username, expectedVersion }).changes === 1;
    },
    /** The newest previous password hashes, newest first. */
    previousPasswordHashes(username: string, limit: number): string[] {
      return historyStmt.all(username, limit);
    },
    /**
     * New hash, forced change cleared, new expiry, version bumped and the replaced hash kept in the history (trimmed
     * to `keep`), in one transaction. False (nothing written) if the password changed since it was verified.
     */
    changePassword: db.transaction((change: PasswordWrite): boolean => {
      if (passwordStmt.run(change).changes !== 1) return false;
      historyInsert.run(change);
      historyTrim.run(change);
      return true;
    }),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
