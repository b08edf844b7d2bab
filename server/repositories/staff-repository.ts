import type { Db } from '../db/open-database.js';
import type { NewUser } from './user-repository.js';

/** What a staff card edit writes (spec part 2 §7 PUT /users). */
export interface StaffCardChanges {
  alias: string | null;
  mobile: string | null;
  roles: string[];
}

/** One audit row: who changed whom and when (changes never hold a password or hash). */
export interface StaffAuditEntry {
  at: string;
  actor: string;
  actorRoles: string[];
  agencyNumber: string;
  target: string;
  action: 'create' | 'update' | 'one-time-password' | 'delete';
  changes: Record<string, [unknown, unknown]>;
}

export interface StaffAuditRow extends StaffAuditEntry {
  id: number;
}

/** What one staff update writes. */
export interface StaffWrite {
  card?: StaffCardChanges;
  passwordHash?: string;
}

class VersionMoved extends Error {}

/** A population-register entry (the person lookup's source). */
export interface RegisteredPerson {
  ssn: string;
  firstname: string;
  lastname: string;
  protected: boolean;
}

/** The person lookup's rate limit: lookups per user and per agency within a sliding window. */
export interface PersonLookupLimits {
  perUser: number;
  perAgency: number;
  windowMs: number;
}

/** Who looks up which personal number, when, for which agency. */
export interface PersonLookupRequest {
  at: Date;
  actor: string;
  agencyNumber: string;
  ssn: string;
}

export type PersonLookupResult =
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'answered'; person: RegisteredPerson | undefined };

/**
 * Staff administration writes (spec part 2 §7 "Staff and education"): every write re-checks the row version it was
 * given (If-Match), so a save racing another cannot overwrite it, and writes its audit row in the same transaction.
 */
export function createStaffRepository(db: Db) {
  const listStmt = db.prepare<[string], string>(
    'SELECT username FROM users WHERE agency_number = ? ORDER BY username').pluck();
  const ssnTakenStmt = db.prepare<[string, string], string>(
    'SELECT username FROM users WHERE social_security_number = ? AND agency_number = ?').pluck();
  const personStmt = db.prepare<[string], { ssn: string; firstname: string; lastname: string; protected: number }>(
    'SELECT ssn, firstname, lastname, protected FROM population_register WHERE ssn = ?');
  const insertPersonStmt = db.prepare(`INSERT OR IGNORE INTO population_register (ssn, firstname, lastname, protected)
    VALUES (@ssn, @firstname, @lastname, @protected)`);
  const insertUserStmt = db.prepare(`
    INSERT INTO users (username, firstname, lastname, alias, mobile, roles, social_security_number, person_id,
      password_hash, password_expire_date, force_password_change, gdpr_accept_date, store_chain_id, agency_number, partner, locked)
    VALUES (@username, @firstname, @lastname, @alias, @mobile, @roles, @socialSecurityNumber, @personId,
      @passwordHash, @passwordExpireDate, @forcePasswordChange, @gdprAcceptDate, @storeChainId, @agencyNumber, @partner, 0)`);
  const cardStmt = db.prepare(`UPDATE users SET alias = @alias, mobile = @mobile, roles = @roles, version = version + 1
    WHERE username = @username AND version = @expectedVersion`);
  // A one-time password unlocks the user and forces a change at the next login (spec part 2 §4).
  // The one-time password lifts the temporary login lock too (migration 005, docs/security.md).
  const otpStmt = db.prepare(`UPDATE users SET password_hash = @passwordHash, force_password_change = 1, locked = 0,
    locked_until = NULL, lock_count = 0, failed_logins = 0, version = version + 1 WHERE username = @username AND version = @expectedVersion`);
  const deleteStmt = db.prepare('DELETE FROM users WHERE username = @username AND version = @expectedVersion');
  const auditStmt = db.prepare(`INSERT INTO staff_audit (at, actor, actor_roles, agency_number, target, action, changes)
    VALUES (@at, @actor, @actorRoles, @agencyNumber, @target, @action, @changes)`);
  const auditListStmt = db.prepare<[string], { id: number; at: string; actor: string; actor_roles: string; agency_number: string; target: string; action: StaffAuditEntry['action']; changes: string }>(
    'SELECT id, at, actor, actor_roles, agency_number, target, action, changes FROM staff_audit WHERE agency_number = ? ORDER BY id');
  const usernamesStmt = db.prepare<[string], string>("SELECT username FROM users WHERE username LIKE ? ESCAPE '\\'").pluck();
  const enrolledStmt = db.prepare<[string], string>(`SELECT DISTINCT u.username FROM users u
    JOIN course_progress p ON p.username = u.username WHERE u.agency_number = ?`).pluck();
  const personIdsStmt = db.prepare<[], string>("SELECT person_id FROM users WHERE person_id LIKE 'P%'").pluck();

  const lookupsByActorStmt = db.prepare<[string, string], { n: number; oldest: string | null }>(
    'SELECT count(*) AS n, min(at) AS oldest FROM person_lookup_audit WHERE actor = ? AND at > ?');
  const lookupsByAgencyStmt = db.prepare<[string, string], { n: number; oldest: string | null }>(
    'SELECT count(*) AS n, min(at) AS oldest FROM person_lookup_audit WHERE agency_number = ? AND at > ?');
  const lookupAuditListStmt = db.prepare<[string], { at: string; actor: string; agencyNumber: string; ssn: string; outcome: string }>(
    'SELECT at, actor, agency_number AS agencyNumber, ssn, outcome FROM person_lookup_audit WHERE agency_number = ? ORDER BY at, rowid');
  const lookupAuditStmt = db.prepare(`INSERT INTO person_lookup_audit (at, actor, agency_number, ssn, outcome)
    VALUES (@at, @actor, @agencyNumber, @ssn, @outcome)`);

  // Counted and written in one IMMEDIATE transaction: parallel lookups, in this process or another, cannot all pass.
  const lookupTx = db.transaction((request: PersonLookupRequest, limits: PersonLookupLimits): PersonLookupResult => {
    const now = request.at.getTime();
    const since = new Date(now - limits.windowMs).toISOString();
    for (const [used, limit] of [[lookupsByActorStmt.get(request.actor, since), limits.perUser], [lookupsByAgencyStmt.get(request.agencyNumber, since), limits.perAgency]] as const) {
      if (used !== undefined && used.n >= limit) {
        const oldest = used.oldest === null ? now : Date.parse(used.oldest);
        return { kind: 'limited', retryAfterMs: Math.max(1, oldest + limits.windowMs - now) };
      }
    }
    const row = personStmt.get(request.ssn);
    const person = row === undefined ? undefined : { ...row, protected: row.protected === 1 };
    const outcome = person === undefined ? 'not-found' : person.protected ? 'protected' : 'found';
    lookupAuditStmt.run({ at: request.at.toISOString(), actor: request.actor, agencyNumber: request.agencyNumber, ssn: request.ssn, outcome });
    return { kind: 'answered', person };
  });

  const audit = (entry: StaffAuditEntry) => auditStmt.run({
    ...entry, actorRoles: JSON.stringify(entry.actorRoles), changes: JSON.stringify(entry.changes),
  });

  const updateTx = db.transaction((username: string, expectedVersion: number, write: StaffWrite, entries: StaffAuditEntry[]): boolean => {
    let version = expectedVersion;
    if (write.card !== undefined) {
      const { card } = write;
      if (cardStmt.run({ ...card, roles: JSON.stringify(card.roles), username, expectedVersion: version }).changes !== 1) return false;
      version += 1;
    }
    if (write.passwordHash !== undefined && otpStmt.run({ username, expectedVersion: version, passwordHash: write.passwordHash }).changes !== 1) {
      throw new VersionMoved(); // rolls back the card edit above
    }
    for (const entry of entries) audit(entry);
    return true;
  });

  return {
    /** The usernames of an agency's staff (the caller reads each record through the user repository). */
    usernamesOf(agencyNumber: string): string[] {
      return listStmt.all(agencyNumber);
    },
    /** Staff of the agency the learning service knows (any course result): the others have no education information. */
    enrolledOf(agencyNumber: string): Set<string> {
      return new Set(enrolledStmt.all(agencyNumber).map((name) => name.toUpperCase()));
    },
    /** The user in this agency holding this personal number, if any (the 409 of add user). */
    holderOf(ssn: string, agencyNumber: string): string | undefined {
      return ssnTakenStmt.get(ssn, agencyNumber);
    },
    /**
     * The person lookup (POST /person): within the limits, the register's entry and one audit row; over either limit
     * nothing is looked up or written, and the answer says when the oldest lookup in the window leaves it.
     */
    lookupPerson(request: PersonLookupRequest, limits: PersonLookupLimits): PersonLookupResult {
      return lookupTx.immediate(request, limits);
    },
    /** The lookups recorded for an agency, oldest first (audit reading and tests). */
    lookupAuditOf(agencyNumber: string): Array<{ at: string; actor: string; agencyNumber: string; ssn: string; outcome: string }> {
      return lookupAuditListStmt.all(agencyNumber);
    },
    findPerson(ssn: string): RegisteredPerson | undefined {
      const row = personStmt.get(ssn);
      return row === undefined ? undefined : { ...row, protected: row.protected === 1 };
    },
    /** Seed insert; an existing entry is left as it is. */
    insertPersonIfMissing(person: RegisteredPerson): boolean {
      return insertPersonStmt.run({ ...person, protected: person.protected ? 1 : 0 }).changes === 1;
    },
    /** Usernames starting with a prefix (for a free new username); the prefix is matched literally. */
    usernamesStartingWith(prefix: string): Set<string> {
      const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      return new Set(usernamesStmt.all(`${escaped}%`).map((name) => name.toUpperCase()));
    },
    /** The next free person id (P + six digits), above every one in use. */
    nextPersonId(): string {
      const highest = personIdsStmt.all().map((id) => Number(id.slice(1))).filter(Number.isFinite).reduce((a, b) => Math.max(a, b), 100000);
      return `P${highest + 1}`;
    },
    create: db.transaction((user: NewUser, entry: StaffAuditEntry): void => {
      insertUserStmt.run({
        ...user, roles: JSON.stringify(user.roles), forcePasswordChange: user.forcePasswordChange ? 1 : 0,
      });
      audit(entry);
    }),
    /**
     * A card edit (alias, mobile, roles) and/or a one-time password, at the expected version, with their audit rows, in
     * one transaction; false (nothing written) when the row moved on since the caller read it.
     */
    update(username: string, expectedVersion: number, write: StaffWrite, entries: StaffAuditEntry[]): boolean {
      try {
        return updateTx(username, expectedVersion, write, entries);
      } catch (error) {
        if (error instanceof VersionMoved) return false;
        throw error;
      }
    },
    /** Deletes the user at the expected version; course results, codes and refresh tokens go with it (ON DELETE CASCADE). */
    remove: db.transaction((username: string, expectedVersion: number, entry: StaffAuditEntry): boolean => {
      const written = deleteStmt.run({ username, expectedVersion }).changes === 1;
      if (written) audit(entry);
      return written;
    }),
    auditOf(agencyNumber: string): StaffAuditRow[] {
      return auditListStmt.all(agencyNumber).map((row) => ({
        id: row.id, at: row.at, actor: row.actor, actorRoles: JSON.parse(row.actor_roles) as string[], agencyNumber: row.agency_number,
        target: row.target, action: row.action, changes: JSON.parse(row.changes) as StaffAuditEntry['changes'],
      }));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
