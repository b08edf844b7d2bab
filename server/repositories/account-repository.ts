import type { Store } from '../db/store.js';

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
export function createAccountRepository(store: Store) {
  const { db } = store;
  return {
    /** Writes the profile and bumps the version, only if the row is still at `expectedVersion`: the version it made, else undefined. */
    async updateProfile(username: string, expectedVersion: number, changes: ProfileChanges): Promise<number | undefined> {
      const row = await db.updateTable('users')
        .set((eb) => ({ mobile: changes.mobile, alias: changes.alias, gdpr_accept_date: changes.gdprAcceptDate, version: eb('version', '+', 1) }))
        .where('username', '=', username).where('version', '=', expectedVersion).returning('version').executeTakeFirst();
      return row?.version;
    },
    /** The newest previous password hashes, newest first. */
    async previousPasswordHashes(username: string, limit: number): Promise<string[]> {
      const rows = await db.selectFrom('password_history').select('password_hash').where('username', '=', username)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => row.password_hash);
    },
    /**
     * New hash, forced change cleared, new expiry, version bumped and the replaced hash kept in the history (trimmed
     * to `keep`), in one transaction. False (nothing written) if the password changed since it was verified.
     */
    changePassword(change: PasswordWrite): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx.updateTable('users')
          .set((eb) => ({
            password_hash: change.newHash, force_password_change: 0, password_expire_date: change.passwordExpireDate,
            failed_logins: 0, version: eb('version', '+', 1),
          }))
          .where('username', '=', change.username).where('password_hash', '=', change.oldHash).executeTakeFirst();
        if (changed.numUpdatedRows !== 1n) return false;
        await trx.insertInto('password_history')
          .values({ username: change.username, password_hash: change.oldHash, created_at: change.at }).execute();
        await trx.deleteFrom('password_history').where('username', '=', change.username)
          .where('id', 'not in', trx.selectFrom('password_history').select('id').where('username', '=', change.username)
            .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(change.keep))
          .execute();
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
