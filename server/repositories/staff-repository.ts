import { sql, type Kysely } from 'kysely';
import { changedOne, insertedOne, serializedTransaction } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { readUserRecord, userRecordOf, userSelection, type NewUser, type UserRecord, type UserRow } from './user-repository.js';

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

/** SQLite's NOCASE order (ASCII letters folded), which PostgreSQL's citext order may not follow under another locale. */
const byNocase = (a: string, b: string): number => {
  const x = a.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  const y = b.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  return x < y ? -1 : x > y ? 1 : 0;
};

const toPerson = (row: { ssn: string; firstname: string; lastname: string; protected: number }): RegisteredPerson =>
  ({ ...row, protected: row.protected === 1 });

/**
 * Staff administration writes (spec part 2 §7 "Staff and education"): every write re-checks the row version it was
 * given (If-Match), so a save racing another cannot overwrite it, and writes its audit row in the same transaction.
 */
export function createStaffRepository(store: Store) {
  const { db } = store;
  const selectPerson = (executor: Kysely<Database>, ssn: string) => executor.selectFrom('population_register')
    .select(['ssn', 'firstname', 'lastname', 'protected']).where('ssn', '=', ssn).executeTakeFirst();
  const audit = (executor: Kysely<Database>, entry: StaffAuditEntry) => executor.insertInto('staff_audit').values({
    at: entry.at, actor: entry.actor, actor_roles: JSON.stringify(entry.actorRoles), agency_number: entry.agencyNumber,
    target: entry.target, action: entry.action, changes: JSON.stringify(entry.changes),
  }).execute();
  const lookupsSince = (executor: Kysely<Database>, column: 'actor' | 'agency_number', value: string, since: string) =>
    executor.selectFrom('person_lookup_audit').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
      .where(column, '=', value).where('at', '>', since).executeTakeFirst();

  return {
    /** An agency's staff as the database holds them now, in one query (a read per member cost the staff list ~0.5 ms each). */
    async membersOf(agencyNumber: string): Promise<UserRecord[]> {
      const rows = await db.selectFrom('users as u').leftJoin('agencies as a', 'a.agency_number', 'u.agency_number')
        .select(userSelection).where('u.agency_number', '=', agencyNumber).execute() as UserRow[];
      return rows.map(userRecordOf).sort((x, y) => byNocase(x.username, y.username));
    },
    /** The user in this agency holding this personal number, if any (the 409 of add user). */
    async holderOf(ssn: string, agencyNumber: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('username')
        .where('social_security_number', '=', ssn).where('agency_number', '=', agencyNumber).executeTakeFirst();
      return row?.username;
    },
    /**
     * The person lookup (POST /person): within the limits, the register's entry and one audit row; over either limit
     * nothing is looked up or written, and the answer says when the oldest lookup in the window leaves it.
     */
    lookupPerson(request: PersonLookupRequest, limits: PersonLookupLimits): Promise<PersonLookupResult> {
      // Counted and written alone among lookups by this user or agency: parallel lookups, in this process or another, cannot all pass.
      return serializedTransaction(store, [`person-lookup:actor:${request.actor.toUpperCase()}`, `person-lookup:agency:${request.agencyNumber}`], async (trx) => {
        const now = request.at.getTime();
        const since = new Date(now - limits.windowMs).toISOString();
        const counts = [
          [await lookupsSince(trx, 'actor', request.actor, since), limits.perUser],
          [await lookupsSince(trx, 'agency_number', request.agencyNumber, since), limits.perAgency],
        ] as const;
        for (const [used, limit] of counts) {
          if (used !== undefined && Number(used.n) >= limit) {
            const oldest = used.oldest === null ? now : Date.parse(used.oldest);
            return { kind: 'limited', retryAfterMs: Math.max(1, oldest + limits.windowMs - now) };
          }
        }
        const row = await selectPerson(trx, request.ssn);
        const person = row === undefined ? undefined : toPerson(row);
        const outcome = person === undefined ? 'not-found' : person.protected ? 'protected' : 'found';
        await trx.insertInto('person_lookup_audit')
          .values({ at: request.at.toISOString(), actor: request.actor, agency_number: request.agencyNumber, ssn: request.ssn, outcome })
          .execute();
        return { kind: 'answered', person };
      });
    },
    /** The lookups recorded for an agency, oldest first (audit reading and tests); the table has no row id on PostgreSQL. */
    lookupAuditOf(agencyNumber: string): Promise<Array<{ at: string; actor: string; agencyNumber: string; ssn: string; outcome: string }>> {
      return db.selectFrom('person_lookup_audit').select(['at', 'actor', 'agency_number as agencyNumber', 'ssn', 'outcome'])
        .where('agency_number', '=', agencyNumber).orderBy('at').orderBy('actor').orderBy('ssn').execute();
    },
    async findPerson(ssn: string): Promise<RegisteredPerson | undefined> {
      const row = await selectPerson(db, ssn);
      return row === undefined ? undefined : toPerson(row);
    },
    /** Seed insert; an existing entry is left as it is. */
    async insertPersonIfMissing(person: RegisteredPerson, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor.insertInto('population_register')
        .values({ ssn: person.ssn, firstname: person.firstname, lastname: person.lastname, protected: person.protected ? 1 : 0 })
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      return insertedOne(result);
    },
    /** Usernames starting with a prefix (for a free new username); the prefix is matched literally, in any case. */
    async usernamesStartingWith(prefix: string): Promise<Set<string>> {
      const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      // Case-insensitive on both: SQLite's LIKE for ASCII, PostgreSQL's for citext.
      const rows = await db.selectFrom('users').select('username')
        .where(sql<boolean>`username LIKE ${`${escaped}%`} ESCAPE '\\'`).execute();
      return new Set(rows.map((row) => row.username.toUpperCase()));
    },
    /**
     * The next free person id (P + six digits), above every one in use: the last id from P on the users_person_id index
     * (one seek, not a read of every user; the ids have six digits, so text order is number order).
     */
    async nextPersonId(): Promise<string> {
      const row = await db.selectFrom('users').select('person_id').where('person_id', '>=', 'P').where('person_id', '<', 'Q')
        .orderBy('person_id', 'desc').limit(1).executeTakeFirst();
      const highest = Number(row?.person_id?.slice(1));
      return `P${Number.isFinite(highest) ? Math.max(highest, 100000) + 1 : 100001}`;
    },
    async create(user: NewUser, entry: StaffAuditEntry): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({
          username: user.username, firstname: user.firstname, lastname: user.lastname, alias: user.alias, mobile: user.mobile,
          roles: JSON.stringify(user.roles), social_security_number: user.socialSecurityNumber, person_id: user.personId,
          password_hash: user.passwordHash, password_expire_date: user.passwordExpireDate,
          force_password_change: user.forcePasswordChange ? 1 : 0, gdpr_accept_date: user.gdprAcceptDate,
          store_chain_id: user.storeChainId, agency_number: user.agencyNumber, partner: user.partner, locked: 0,
        }).execute();
        await audit(trx, entry);
      });
    },
    /**
     * A card edit (alias, mobile, roles) and/or a one-time password, at the expected version, with their audit rows, in
     * one transaction. Answers the user as the write left them, or undefined (nothing written) when the row moved on
     * since the caller read it.
     */
    async update(username: string, expectedVersion: number, write: StaffWrite, entries: StaffAuditEntry[]): Promise<UserRecord | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          let version = expectedVersion;
          if (write.card !== undefined) {
            const { card } = write;
            const result = await trx.updateTable('users')
              .set((eb) => ({ alias: card.alias, mobile: card.mobile, roles: JSON.stringify(card.roles), version: eb('version', '+', 1) }))
              .where('username', '=', username).where('version', '=', version).executeTakeFirst();
            if (!changedOne(result)) return undefined;
            version += 1;
          }
          if (write.passwordHash !== undefined) {
            // A one-time password unlocks the user and forces a change at the next login (spec part 2 §4).
            // The one-time password lifts the temporary login lock too (migration 005, docs/security.md).
            const result = await trx.updateTable('users').set((eb) => ({
              password_hash: write.passwordHash, force_password_change: 1, locked: 0, locked_until: null, lock_count: 0,
              failed_logins: 0, version: eb('version', '+', 1),
            })).where('username', '=', username).where('version', '=', version).executeTakeFirst();
            if (!changedOne(result)) throw new VersionMoved(); // rolls back the card edit above
          }
          for (const entry of entries) await audit(trx, entry);
          // Read in the write's transaction, under its row lock: no later save is in it.
          return await readUserRecord(trx, username);
        });
      } catch (error) {
        if (error instanceof VersionMoved) return undefined;
        throw error;
      }
    },
    /** Deletes the user at the expected version; course results, codes and refresh tokens go with it (ON DELETE CASCADE). */
    remove(username: string, expectedVersion: number, entry: StaffAuditEntry): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('users').where('username', '=', username).where('version', '=', expectedVersion).executeTakeFirst();
        const written = changedOne(result);
        if (written) await audit(trx, entry);
        return written;
      });
    },
    async auditOf(agencyNumber: string): Promise<StaffAuditRow[]> {
      const rows = await db.selectFrom('staff_audit')
        .select(['id', 'at', 'actor', 'actor_roles', 'agency_number', 'target', 'action', 'changes'])
        .where('agency_number', '=', agencyNumber).orderBy('id').execute();
      return rows.map((row) => ({
        id: Number(row.id), at: row.at, actor: row.actor, actorRoles: JSON.parse(row.actor_roles) as string[], agencyNumber: row.agency_number,
        target: row.target, action: row.action as StaffAuditEntry['action'], changes: JSON.parse(row.changes) as StaffAuditEntry['changes'],
      }));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
