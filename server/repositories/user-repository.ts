import { changeClockOf, createChangeCacheSync as createChangeCache } from '../db/change-clock.js';
import type { Db } from '../db/open-database.js';

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

interface UserRow {
  username: string; firstname: string; lastname: string; alias: string | null; mobile: string | null; roles: string;
  social_security_number: string | null; person_id: string | null; password_hash: string; password_expire_date: string | null;
  force_password_change: number; gdpr_accept_date: string | null; store_chain_id: number | null; agency_number: string | null;
  partner: string | null; locked: number; locked_until: number | null; lock_count: number; failed_logins: number; last_login_date: string | null; version: number;
}

function toRecord(row: UserRow): UserRecord {
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

export function createUserRepository(db: Db) {
  // COALESCE: agency staff inherit the chain of their agency, so the chain lives in one place.
  const findStmt = db.prepare<[string], UserRow>(`
    SELECT u.username, u.firstname, u.lastname, u.alias, u.mobile, u.roles, u.social_security_number, u.person_id,
           u.password_hash, u.password_expire_date, u.force_password_change, u.gdpr_accept_date,
           COALESCE(u.store_chain_id, a.retail_chain_id) AS store_chain_id, u.agency_number, u.partner, u.locked,
           u.locked_until, u.lock_count, u.failed_logins, u.last_login_date, u.version
    FROM users u LEFT JOIN agencies a ON a.agency_number = u.agency_number
    WHERE u.username = ?`);
  // Not locked at @now: neither the staff lock nor a temporary lock still running.
  const open = 'locked = 0 AND (locked_until IS NULL OR locked_until <= @now)';
  const reserveStmt = db.prepare<[{ username: string; now: number; limit: number }], { failed_logins: number }>(`
    UPDATE users SET failed_logins = failed_logins + 1
    WHERE username = @username AND ${open} AND failed_logins < @limit RETURNING failed_logins`);
  // Doubling from @baseMs, capped at 64 times it; SQLite's << keeps it integer arithmetic.
  const lockStmt = db.prepare<[{ username: string; now: number; limit: number; baseMs: number }], { locked_until: number }>(`
    UPDATE users SET locked_until = @now + @baseMs * (1 << min(lock_count, 6)), lock_count = lock_count + 1, failed_logins = 0
    WHERE username = @username AND ${open} AND failed_logins >= @limit RETURNING locked_until`);
  const successStmt = db.prepare<[{ username: string; now: number; date: string }], { username: string }>(`
    UPDATE users SET failed_logins = 0, lock_count = 0, locked_until = NULL, last_login_date = @date
    WHERE username = @username AND ${open} RETURNING username`);
  const clearStmt = db.prepare<[string]>('UPDATE users SET failed_logins = 0 WHERE username = ?');
  const unlockStmt = db.prepare<[{ username: string; hash: string }]>(`
    UPDATE users SET password_hash = @hash, force_password_change = 1, locked = 0, locked_until = NULL, lock_count = 0,
      failed_logins = 0, version = version + 1 WHERE username = @username`);
  const insertStmt = db.prepare(`
    INSERT OR IGNORE INTO users (username, firstname, lastname, alias, mobile, roles, social_security_number, person_id,
      password_hash, password_expire_date, force_password_change, gdpr_accept_date, store_chain_id, agency_number, partner, locked)
    VALUES (@username, @firstname, @lastname, @alias, @mobile, @roles, @socialSecurityNumber, @personId,
      @passwordHash, @passwordExpireDate, @forcePasswordChange, @gdprAcceptDate, @storeChainId, @agencyNumber, @partner, @locked)`);
  const existingStmt = db.prepare<[], string>('SELECT username FROM users').pluck();
  const gateStmt = db.prepare<[string], { force_password_change: number; gdpr_accept_date: string | null }>(
    'SELECT force_password_change, gdpr_accept_date FROM users WHERE username = ?');

  // Known browsers (login_devices, docs/security.md row 23.6): the same reservation and growing lock, per device.
  const deviceOpen = '(locked_until IS NULL OR locked_until <= @now)';
  const findDeviceStmt = db.prepare<[{ hash: string; username: string; now: number }], string>(`
    SELECT device_hash FROM login_devices WHERE device_hash = @hash AND upper(username) = upper(@username) AND expires_at > @now`).pluck();
  const reserveDeviceStmt = db.prepare<[{ hash: string; now: number; limit: number }], { failed_logins: number }>(`
    UPDATE login_devices SET failed_logins = failed_logins + 1
    WHERE device_hash = @hash AND ${deviceOpen} AND failed_logins < @limit RETURNING failed_logins`);
  // The same doubling as the user's lock (at most 64 × baseMs), written with CASE so it runs on any SQL database.
  const lockDeviceStmt = db.prepare<[{ hash: string; now: number; limit: number; baseMs: number }], { locked_until: number }>(`
    UPDATE login_devices SET locked_until = @now + @baseMs * (CASE lock_count WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 4
      WHEN 3 THEN 8 WHEN 4 THEN 16 WHEN 5 THEN 32 ELSE 64 END), lock_count = lock_count + 1, failed_logins = 0
    WHERE device_hash = @hash AND ${deviceOpen} AND failed_logins >= @limit RETURNING locked_until`);
  const deviceSuccessStmt = db.prepare<[{ hash: string; now: number }], string>(`
    UPDATE login_devices SET failed_logins = 0, lock_count = 0, locked_until = NULL
    WHERE device_hash = @hash AND ${deviceOpen} RETURNING device_hash`).pluck();
  const staffOpenLoginStmt = db.prepare<[{ username: string; date: string }], string>(`
    UPDATE users SET last_login_date = @date WHERE username = @username AND locked = 0 RETURNING username`).pluck();
  const insertDeviceStmt = db.prepare(`INSERT INTO login_devices (device_hash, username, created_at, expires_at)
    VALUES (@hash, @username, @createdAt, @expiresAt)`);
  const purgeDevicesStmt = db.prepare<[number]>('DELETE FROM login_devices WHERE expires_at <= ?');
  const dropDeviceStmt = db.prepare<[string]>('DELETE FROM login_devices WHERE device_hash = ?');
  const capDevicesStmt = db.prepare<[{ username: string; keep: number }]>(`DELETE FROM login_devices WHERE username = @username
    AND device_hash NOT IN (SELECT device_hash FROM login_devices WHERE username = @username ORDER BY created_at DESC, device_hash LIMIT @keep)`);

  const deviceLogin = db.transaction((username: string, hash: string, at: Date): boolean => {
    if (deviceSuccessStmt.get({ hash, now: at.getTime() }) === undefined) return false;
    // The staff lock (set during the hash check) undoes the device's reset: the transaction rolls back.
    if (staffOpenLoginStmt.get({ username, date: at.toISOString() }) === undefined) throw STAFF_LOCKED;
    return true;
  });

  // Kept until the database changes (server/db/change-clock.ts): any write, here or by another process, forgets them.
  const gateFacts = createChangeCache(changeClockOf(db), (username: string) => {
    const row = gateStmt.get(username);
    return row === undefined ? undefined : Object.freeze({ forcePasswordChange: row.force_password_change === 1, gdprAcceptDate: row.gdpr_accept_date });
  });

  return {
    /** Only what the gate guard reads on every API call (server/auth/gate-guard.ts), without the join of the full row. */
    gateFactsOf(username: string): Readonly<Pick<UserRecord, 'forcePasswordChange' | 'gdprAcceptDate'>> | undefined {
      return gateFacts(username);
    },
    findByUsername(username: string): UserRecord | undefined {
      const row = findStmt.get(username);
      return row === undefined ? undefined : toRecord(row);
    },
    /**
     * Reserves one login attempt before the password is hashed (docs/security.md, findings 2-3): one UPDATE … RETURNING,
     * so parallel guesses cannot all pass. False when the user is unknown, locked, or has `limit` attempts in flight.
     */
    reserveLoginAttempt(username: string, now: Date, limit: number): boolean {
      return reserveStmt.get({ username, now: now.getTime(), limit }) !== undefined;
    },
    /**
     * After a wrong password: locks the user for baseMs × 2^(earlier locks), at most 64 × baseMs, once `limit`
     * attempts are spent. Returns the end of the lock it set, or undefined when this failure did not lock.
     */
    lockIfSpent(username: string, now: Date, limit: number, baseMs: number): number | undefined {
      return lockStmt.get({ username, now: now.getTime(), limit, baseMs })?.locked_until;
    },
    /** After a right password: clears the counts, unless a lock began meanwhile (then false: no code is issued). */
    recordSuccessfulLogin(username: string, at: Date): boolean {
      return successStmt.get({ username, now: at.getTime(), date: at.toISOString() }) !== undefined;
    },
    /** Which of the presented device hashes (a browser's device cookie) is a live known browser of this user, if any. */
    knownDevice(deviceHashes: readonly string[], username: string, now: Date): string | undefined {
      for (const hash of deviceHashes) {
        if (findDeviceStmt.get({ hash, username, now: now.getTime() }) !== undefined) return hash;
      }
      return undefined;
    },
    /** reserveLoginAttempt for a known browser: its own attempts, not the user's. False while it is locked or full. */
    reserveDeviceAttempt(deviceHash: string, now: Date, limit: number): boolean {
      return reserveDeviceStmt.get({ hash: deviceHash, now: now.getTime(), limit }) !== undefined;
    },
    /** lockIfSpent for a known browser: the device is locked, the user not. */
    lockDeviceIfSpent(deviceHash: string, now: Date, limit: number, baseMs: number): number | undefined {
      return lockDeviceStmt.get({ hash: deviceHash, now: now.getTime(), limit, baseMs })?.locked_until;
    },
    /**
     * A right password from a known browser: the device's counts start over; the user's own counts and temporary lock
     * stay as a guesser elsewhere left them. False if the device was locked meanwhile or the user has the staff lock
     * (then nothing is written and no code is issued).
     */
    recordDeviceLogin(username: string, deviceHash: string, at: Date): boolean {
      try {
        return deviceLogin(username, deviceHash, at);
      } catch (error) {
        if (error === STAFF_LOCKED) return false;
        throw error;
      }
    },
    /**
     * Records a browser as known for the user (replacing the record its cookie named, if any); expired records go, and
     * the user keeps only the newest `keep`.
     */
    addKnownDevice: db.transaction((username: string, device: { hash: string; replaces?: string | undefined; expiresAt: number; keep: number }, at: Date): void => {
      if (device.replaces !== undefined) dropDeviceStmt.run(device.replaces);
      purgeDevicesStmt.run(at.getTime());
      insertDeviceStmt.run({ hash: device.hash, username, createdAt: at.getTime(), expiresAt: device.expiresAt });
      capDevicesStmt.run({ username, keep: device.keep });
    }),
    /** The password was proven outside a login (password change): the reserved attempts are given back. */
    clearFailedAttempts(username: string): void {
      clearStmt.run(username);
    },
    /**
     * The repository half of a one-time password (staff page, issue 12): the one-time password's hash becomes the
     * password, the user must change it at the next login, and every lock and count is lifted. The caller also ends
     * the user's sessions (auth/account-sessions.ts does both). False if the user does not exist.
     */
    unlockAndForceChange(username: string, oneTimePasswordHash: string): boolean {
      return unlockStmt.run({ username, hash: oneTimePasswordHash }).changes === 1;
    },
    existingUsernames(): Set<string> {
      return new Set(existingStmt.all().map((name) => name.toUpperCase()));
    },
    /** Seed insert: an existing username is left untouched (idempotent seeding). */
    insertIfMissing(user: NewUser): boolean {
      const result = insertStmt.run({
        ...user, roles: JSON.stringify(user.roles), forcePasswordChange: user.forcePasswordChange ? 1 : 0,
        locked: user.locked === true ? 1 : 0,
      });
      return result.changes === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

/** Whether logins are refused at `now`: the staff lock, or a temporary lock still running. */
export function isLockedAt(user: Pick<UserRecord, 'locked' | 'lockedUntil'>, now: Date): boolean {
  return user.locked || (user.lockedUntil !== null && user.lockedUntil > now.getTime());
}
