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
  locked: boolean;
  failedLogins: number;
  lastLoginDate: string | null;
  version: number;
}

export type NewUser = Omit<UserRecord, 'locked' | 'failedLogins' | 'lastLoginDate' | 'version'> & { locked?: boolean };

interface UserRow {
  username: string; firstname: string; lastname: string; alias: string | null; mobile: string | null; roles: string;
  social_security_number: string | null; person_id: string | null; password_hash: string; password_expire_date: string | null;
  force_password_change: number; gdpr_accept_date: string | null; store_chain_id: number | null; agency_number: string | null;
  partner: string | null; locked: number; failed_logins: number; last_login_date: string | null; version: number;
}

function toRecord(row: UserRow): UserRecord {
  const roles: unknown = JSON.parse(row.roles);
  return {
    username: row.username, firstname: row.firstname, lastname: row.lastname, alias: row.alias, mobile: row.mobile,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    socialSecurityNumber: row.social_security_number, personId: row.person_id, passwordHash: row.password_hash,
    passwordExpireDate: row.password_expire_date, forcePasswordChange: row.force_password_change === 1,
    gdprAcceptDate: row.gdpr_accept_date, storeChainId: row.store_chain_id, agencyNumber: row.agency_number,
    partner: row.partner, locked: row.locked === 1, failedLogins: row.failed_logins, lastLoginDate: row.last_login_date,
    version: row.version,
  };
}

export function createUserRepository(db: Db) {
  // COALESCE: agency staff inherit the chain of their agency, so the chain lives in one place.
  const findStmt = db.prepare<[string], UserRow>(`
    SELECT u.username, u.firstname, u.lastname, u.alias, u.mobile, u.roles, u.social_security_number, u.person_id,
           u.password_hash, u.password_expire_date, u.force_password_change, u.gdpr_accept_date,
           COALESCE(u.store_chain_id, a.retail_chain_id) AS store_chain_id, u.agency_number, u.partner, u.locked,
           u.failed_logins, u.last_login_date, u.version
    FROM users u LEFT JOIN agencies a ON a.agency_number = u.agency_number
    WHERE u.username = ?`);
  const failStmt = db.prepare<[number, string], { failed_logins: number; locked: number }>(`
    UPDATE users SET failed_logins = failed_logins + 1,
      locked = CASE WHEN failed_logins + 1 >= ? THEN 1 ELSE locked END
    WHERE username = ? RETURNING failed_logins, locked`);
  const successStmt = db.prepare<[string, string]>(
    'UPDATE users SET failed_logins = 0, last_login_date = ? WHERE username = ?');
  const insertStmt = db.prepare(`
    INSERT OR IGNORE INTO users (username, firstname, lastname, alias, mobile, roles, social_security_number, person_id,
      password_hash, password_expire_date, force_password_change, gdpr_accept_date, store_chain_id, agency_number, partner, locked)
    VALUES (@username, @firstname, @lastname, @alias, @mobile, @roles, @socialSecurityNumber, @personId,
      @passwordHash, @passwordExpireDate, @forcePasswordChange, @gdprAcceptDate, @storeChainId, @agencyNumber, @partner, @locked)`);
  const existingStmt = db.prepare<[], string>('SELECT username FROM users').pluck();

  return {
    findByUsername(username: string): UserRecord | undefined {
      const row = findStmt.get(username);
      return row === undefined ? undefined : toRecord(row);
    },
    /** Counts a failed password; locks the user when the run reaches lockAfter. Atomic under concurrency. */
    recordFailedLogin(username: string, lockAfter: number): { failedLogins: number; locked: boolean } | undefined {
      const row = failStmt.get(lockAfter, username);
      return row === undefined ? undefined : { failedLogins: row.failed_logins, locked: row.locked === 1 };
    },
    recordSuccessfulLogin(username: string, at: Date): void {
      successStmt.run(at.toISOString(), username);
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
