import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';

export interface UserRecord {
  username: string;
  firstname: string;
  lastname: string;
  alias: string | null;
  mobile: string | null;
  roles: string[];
  socialSecurityNumber: string | null;
  personId: string | null;
  passwordHash: string;
  passwordExpireDate: string | null;
  forcePasswordChange: boolean;
  /** null = not defined; '' = defined but empty (the GDPR gate shows). */
  gdprAcceptDate: string | null;
  /** The user's own chain, or for agency staff the chain of their agency. */
  storeChainId: number | null;
  agencyNumber: string | null;
  partner: string | null;
  /** The lock only a one-time password lifts (staff). A temporary login lock is lockedUntil. */
  locked: boolean;
  /** Epoch ms until which logins are refused after repeated failures (null: never locked, or lifted). */
  lockedUntil: number | null;
  /** Temporary locks since the last successful login: each doubles the next one. */
  lockCount: number;
  /** Attempts reserved since the last success or lock (a wrong password keeps its reservation). */
  failedLogins: number;
  lastLoginDate: string | null;
  version: number;
}

export type NewUser = Omit<UserRecord, 'locked' | 'lockedUntil' | 'lockCount' | 'failedLogins' | 'lastLoginDate' | 'version'> & { locked?: boolean };

/** A user row as USER_SELECTION reads it. */
export interface UserRow {
  username: string; firstname: string; lastname: string; alias: string | null; mobile: string | null; roles: string;
  social_security_number: string | null; person_id: string | null; password_hash: string; password_expire_date: string | null;
  force_password_change: number; gdpr_accept_date: string | null; store_chain_id: number | null; agency_number: string | null;
  partner: string | null; locked: number; locked_until: number | null; lock_count: number; failed_logins: number; last_login_date: string | null; version: number;
}

export function userRecordOf(row: UserRow): UserRecord {
  const roles: unknown = JSON.parse(row.roles);
  return {
    username: row.username, firstname: row.firstname, lastname: row.lastname, alias: row.alias, mobile: row.mobile,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    socialSecurityNumber: row.social_security_number, personId: row.person_id, passwordHash: row.password_hash,
    passwordExpireDate: row.password_expire_date, forcePasswordChange: row.force_password_change === 1,
    gdprAcceptDate: row.gdpr_accept_date, storeChainId: row.store_chain_id, agencyNumber: row.agency_number,
    partner: row.partner, locked: row.locked === 1, lockedUntil: row.locked_until, lockCount: row.lock_count, failedLogins: row.failed_logins, lastLoginDate: row.last_login_date,
    version: row.version,
  };
}

const STAFF_LOCKED = new Error('staff lock');

/**
 * The growing lock's end: @now + baseMs × 2^(earlier locks), at most 64 × baseMs. CASE rather than a shift or min(), so
 * it runs on both databases; the CASTs keep PostgreSQL from typing the epoch milliseconds as a 32-bit integer.
 */
function lockEnd(now: number, baseMs: number) {
  return sql<number>`CAST(${now} AS BIGINT) + CAST(${baseMs} AS BIGINT) * (CASE lock_count WHEN 0 THEN 1 WHEN 1 THEN 2
    WHEN 2 THEN 4 WHEN 3 THEN 8 WHEN 4 THEN 16 WHEN 5 THEN 32 ELSE 64 END)`;
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A user's columns as UserRow, for a query that joins `users as u` and (left) `agencies as a`. COALESCE: agency staff
 * inherit the chain of their agency, so the chain lives in one place.
 */
export const userSelection = (eb: ExpressionBuilder<Database & { u: Database['users']; a: Database['agencies'] }, 'u' | 'a'>) => [
  'u.username', 'u.firstname', 'u.lastname', 'u.alias', 'u.mobile', 'u.roles', 'u.social_security_number', 'u.person_id',
  'u.password_hash', 'u.password_expire_date', 'u.force_password_change', 'u.gdpr_accept_date',
  eb.fn.coalesce('u.store_chain_id', 'a.retail_chain_id').as('store_chain_id'), 'u.agency_number', 'u.partner', 'u.locked',
  'u.locked_until', 'u.lock_count', 'u.failed_logins', 'u.last_login_date', 'u.version',
] as const;

/** A user's record read on `executor` (the store, or the transaction that wrote it: the user as that write left them). */
export async function readUserRecord(executor: Executor, username: string): Promise<UserRecord | undefined> {
  const row = await executor.selectFrom('users as u').leftJoin('agencies as a', 'a.agency_number', 'u.agency_number')
    .select(userSelection).where('u.username', '=', username).executeTakeFirst() as UserRow | undefined;
  return row === undefined ? undefined : userRecordOf(row);
}

export function createUserRepository(store: Store) {
  const { db } = store;
  // Not locked at `now`: neither the staff lock nor a temporary lock still running.
  const open = (now: number) => (eb: ExpressionBuilder<Database, 'users'>) => eb.and([
    eb('locked', '=', 0), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
  ]);
  // Known browsers (login_devices, docs/security.md row 23.6): the same reservation and growing lock, per device.
  const deviceOpen = (now: number) => (eb: ExpressionBuilder<Database, 'login_devices'>) =>
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]);

  /** A right password from a known browser, in the caller's transaction; throws STAFF_LOCKED to roll it back. */
  async function deviceLogin(trx: Executor, username: string, hash: string, at: Date): Promise<boolean> {
    const device = await trx.updateTable('login_devices').set({ failed_logins: 0, lock_count: 0, locked_until: null })
      .where('device_hash', '=', hash).where(deviceOpen(at.getTime())).returning('device_hash').executeTakeFirst();
    if (device === undefined) return false;
    // The staff lock (set during the hash check) undoes the device's reset: the transaction rolls back.
    const user = await trx.updateTable('users').set({ last_login_date: at.toISOString() })
      .where('username', '=', username).where('locked', '=', 0).returning('username').executeTakeFirst();
    if (user === undefined) throw STAFF_LOCKED;
    return true;
  }

  return {
    /** The user's record as the database holds it now. */
    findByUsername(username: string): Promise<UserRecord | undefined> {
      return readUserRecord(db, username);
    },
    /**
     * Reserves one login attempt before the password is hashed (docs/security.md, findings 2-3): one UPDATE … RETURNING,
     * so parallel guesses cannot all pass. False when the user is unknown, locked, or has `limit` attempts in flight.
     */
    async reserveLoginAttempt(username: string, now: Date, limit: number): Promise<boolean> {
      const row = await db.updateTable('users').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
        .where('username', '=', username).where(open(now.getTime())).where('failed_logins', '<', limit)
        .returning('failed_logins').executeTakeFirst();
      return row !== undefined;
    },
    /**
     * After a wrong password: locks the user for baseMs × 2^(earlier locks), at most 64 × baseMs, once `limit`
     * attempts are spent. Returns the end of the lock it set, or undefined when this failure did not lock.
     */
    async lockIfSpent(username: string, now: Date, limit: number, baseMs: number): Promise<number | undefined> {
      const row = await db.updateTable('users')
        .set((eb) => ({ locked_until: lockEnd(now.getTime(), baseMs), lock_count: eb('lock_count', '+', 1), failed_logins: 0 }))
        .where('username', '=', username).where(open(now.getTime())).where('failed_logins', '>=', limit)
        .returning('locked_until').executeTakeFirst();
      return row?.locked_until ?? undefined;
    },
    /** After a right password: clears the counts, unless a lock began meanwhile (then false: no code is issued). */
    async recordSuccessfulLogin(username: string, at: Date): Promise<boolean> {
      const row = await db.updateTable('users')
        .set({ failed_logins: 0, lock_count: 0, locked_until: null, last_login_date: at.toISOString() })
        .where('username', '=', username).where(open(at.getTime())).returning('username').executeTakeFirst();
      return row !== undefined;
    },
    /** Which of the presented device hashes (a browser's device cookie) is a live known browser of this user, if any. */
    async knownDevice(deviceHashes: readonly string[], username: string, now: Date): Promise<string | undefined> {
      for (const hash of deviceHashes) {
        const row = await db.selectFrom('login_devices').select('device_hash').where('device_hash', '=', hash)
          // The column is plain text on SQLite (citext on PostgreSQL): usernames are ASCII, so upper() on both sides matches.
          .where((eb) => eb(eb.fn<string>('upper', ['username']), '=', username.toUpperCase()))
          .where('expires_at', '>', now.getTime()).executeTakeFirst();
        if (row !== undefined) return hash;
      }
      return undefined;
    },
    /** reserveLoginAttempt for a known browser: its own attempts, not the user's. False while it is locked or full. */
    async reserveDeviceAttempt(deviceHash: string, now: Date, limit: number): Promise<boolean> {
      const row = await db.updateTable('login_devices').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
        .where('device_hash', '=', deviceHash).where(deviceOpen(now.getTime())).where('failed_logins', '<', limit)
        .returning('failed_logins').executeTakeFirst();
      return row !== undefined;
    },
    /** lockIfSpent for a known browser: the device is locked, the user not. */
    async lockDeviceIfSpent(deviceHash: string, now: Date, limit: number, baseMs: number): Promise<number | undefined> {
      const row = await db.updateTable('login_devices')
        .set((eb) => ({ locked_until: lockEnd(now.getTime(), baseMs), lock_count: eb('lock_count', '+', 1), failed_logins: 0 }))
        .where('device_hash', '=', deviceHash).where(deviceOpen(now.getTime())).where('failed_logins', '>=', limit)
        .returning('locked_until').executeTakeFirst();
      return row?.locked_until ?? undefined;
    },
    /**
     * A right password from a known browser: the device's counts start over; the user's own counts and temporary lock
     * stay as a guesser elsewhere left them. False if the device was locked meanwhile or the user has the staff lock
     * (then nothing is written and no code is issued).
     */
    async recordDeviceLogin(username: string, deviceHash: string, at: Date): Promise<boolean> {
      try {
        return await db.transaction().execute((trx) => deviceLogin(trx, username, deviceHash, at));
      } catch (error) {
        if (error === STAFF_LOCKED) return false;
        throw error;
      }
    },
    /**
     * Records a browser as known for the user (replacing the record its cookie named, if any); expired records go, and
     * the user keeps only the newest `keep`.
     */
    async addKnownDevice(username: string, device: { hash: string; replaces?: string | undefined; expiresAt: number; keep: number }, at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (device.replaces !== undefined) await trx.deleteFrom('login_devices').where('device_hash', '=', device.replaces).execute();
        await trx.deleteFrom('login_devices').where('expires_at', '<=', at.getTime()).execute();
        await trx.insertInto('login_devices')
          .values({ device_hash: device.hash, username, created_at: at.getTime(), expires_at: device.expiresAt }).execute();
        await trx.deleteFrom('login_devices').where('username', '=', username)
          .where('device_hash', 'not in', trx.selectFrom('login_devices').select('device_hash').where('username', '=', username)
            .orderBy('created_at', 'desc').orderBy('device_hash').limit(device.keep))
          .execute();
      });
    },
    /** The password was proven outside a login (password change): the reserved attempts are given back. */
    async clearFailedAttempts(username: string): Promise<void> {
      await db.updateTable('users').set({ failed_logins: 0 }).where('username', '=', username).execute();
    },
    /**
     * The repository half of a one-time password (staff page, issue 12): the one-time password's hash becomes the
     * password, the user must change it at the next login, and every lock and count is lifted. The caller also ends
     * the user's sessions (auth/account-sessions.ts does both). False if the user does not exist.
     */
    async unlockAndForceChange(username: string, oneTimePasswordHash: string): Promise<boolean> {
      const result = await db.updateTable('users')
        .set((eb) => ({
          password_hash: oneTimePasswordHash, force_password_change: 1, locked: 0, locked_until: null, lock_count: 0,
          failed_logins: 0, version: eb('version', '+', 1),
        }))
        .where('username', '=', username).executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async existingUsernames(): Promise<Set<string>> {
      const rows = await db.selectFrom('users').select('username').execute();
      return new Set(rows.map((row) => row.username.toUpperCase()));
    },
    /** Seed insert: an existing username is left untouched (idempotent seeding). */
    async insertIfMissing(user: NewUser, executor: Executor = db): Promise<boolean> {
      const result = await executor.insertInto('users').values({
        username: user.username, firstname: user.firstname, lastname: user.lastname, alias: user.alias, mobile: user.mobile,
        roles: JSON.stringify(user.roles), social_security_number: user.socialSecurityNumber, person_id: user.personId,
        password_hash: user.passwordHash, password_expire_date: user.passwordExpireDate,
        force_password_change: user.forcePasswordChange ? 1 : 0, gdpr_accept_date: user.gdprAcceptDate,
        store_chain_id: user.storeChainId, agency_number: user.agencyNumber, partner: user.partner, locked: user.locked === true ? 1 : 0,
      }).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      return insertedOne(result);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

/** Whether logins are refused at `now`: the staff lock, or a temporary lock still running. */
export function isLockedAt(user: Pick<UserRecord, 'locked' | 'lockedUntil'>, now: Date): boolean {
  return user.locked || (user.lockedUntil !== null && user.lockedUntil > now.getTime());
}
