import type { Insertable, Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { clockReading, hasWritingCtes, insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { AGENCY_FACTS_SELECTION, AGENCY_SELECTION, agencyFactsOf, agencyRecordOf, type AgencyAccessFacts, type AgencyRecord, type AgencyRow } from './agency-repository.js';
import { userRecordOf, userSelection, type UserRecord, type UserRow } from './user-repository.js';

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

/** A live session's user and their own agency, as the database holds them now (the API guard's one read). */
export interface LiveSession {
  readonly user: UserRecord;
  /** Undefined for a user without an agency (chain, partner and internal users); the whole record when asked for. */
  readonly agency: AgencyAccessFacts | AgencyRecord | undefined;
  /** The change clock's reading taken by this read (PostgreSQL's snapshot; undefined on SQLite): kept reads need no round trip of their own. */
  readonly clockReading: string | undefined;
}

type NewRefreshToken = Omit<RefreshTokenRecord, 'usedAt' | 'revokedAt'>;

const rowOf = (token: NewRefreshToken): Insertable<Database['refresh_tokens']> => ({
  token_hash: token.tokenHash, family_id: token.familyId, username: token.username, client_id: token.clientId,
  code_hash: token.codeHash, created_at: token.createdAt, family_expires_at: token.familyExpiresAt,
});

/** A token's columns as RefreshTokenRecord names them (its username comes with the user's, where joined). */
const TOKEN_COLUMNS = [
  'r.token_hash as tokenHash', 'r.family_id as familyId', 'r.client_id as clientId', 'r.code_hash as codeHash',
  'r.created_at as createdAt', 'r.family_expires_at as familyExpiresAt', 'r.used_at as usedAt', 'r.revoked_at as revokedAt',
] as const;

export function createRefreshTokenRepository(store: Store) {
  const { db } = store;
  // The API guard's read at every request, compiled once (server/db/compiled-once.ts): the agency's access facts, or its
  // whole row for the routes that answer with it (agency info, shop details).
  const liveSessionOf = (agencyColumns: typeof AGENCY_FACTS_SELECTION | typeof AGENCY_SELECTION) => compiledOnce(store, (familyId: string) => db.selectFrom('refresh_tokens as r').innerJoin('users as u', 'u.username', 'r.username')
    .leftJoin('agencies as a', 'a.agency_number', 'u.agency_number').leftJoin('chains as c', 'c.chain_id', 'a.retail_chain_id')
    .select((eb) => [...userSelection(eb), ...agencyColumns.filter((column) => column !== 'a.version as version'), ...(agencyColumns === AGENCY_SELECTION ? ['a.version as agencyVersion' as const] : []),
      clockReading(store.dialect).as('clockReading')])
    .where('r.family_id', '=', familyId).where('r.revoked_at', 'is', null).where('u.locked', '=', 0).limit(1));
  const liveSessionRows = { facts: liveSessionOf(AGENCY_FACTS_SELECTION), whole: liveSessionOf(AGENCY_SELECTION) };
  const insert = async (executor: Kysely<Database> | Transaction<Database>, token: NewRefreshToken) => {
    await executor.insertInto('refresh_tokens').values(rowOf(token)).execute();
  };
  /** Revokes the not yet revoked tokens of a user's families, except those of family `keep` ('' keeps none). */
  const revokeUserFamilies = async (username: string, at: number, keep: string): Promise<number> => {
    const result = await db.updateTable('refresh_tokens').set({ revoked_at: at })
      .where('username', '=', username).where('revoked_at', 'is', null).where('family_id', '<>', keep).executeTakeFirst();
    return Number(result.numUpdatedRows);
  };

  return {
    insert(token: NewRefreshToken): Promise<void> {
      return insert(db, token);
    },
    findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
      return db.selectFrom('refresh_tokens as r').select([...TOKEN_COLUMNS, 'r.username']).where('r.token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** A token with its user as they are now, in one read (a refresh's): a user's deletion takes their tokens with it. */
    async findWithUser(tokenHash: string): Promise<{ record: RefreshTokenRecord; user: UserRecord } | undefined> {
      const row = await db.selectFrom('refresh_tokens as r').innerJoin('users as u', 'u.username', 'r.username')
        .leftJoin('agencies as a', 'a.agency_number', 'u.agency_number')
        .select((eb) => [...userSelection(eb), ...TOKEN_COLUMNS])
        .where('r.token_hash', '=', tokenHash).executeTakeFirst() as (UserRow & Omit<RefreshTokenRecord, 'username'>) | undefined;
      if (row === undefined) return undefined;
      const { tokenHash: hash, familyId, clientId, codeHash, createdAt, familyExpiresAt, usedAt, revokedAt } = row;
      return { record: { tokenHash: hash, familyId, username: row.username, clientId, codeHash, createdAt, familyExpiresAt, usedAt, revokedAt }, user: userRecordOf(row) };
    },
    /**
     * Rotation: the old token is spent and its successor stored, or nothing happens. One statement on PostgreSQL (the
     * successor inserted from the spend's RETURNING: no BEGIN and COMMIT round trips); a transaction on SQLite.
     */
    async rotate(oldHash: string, next: NewRefreshToken): Promise<boolean> {
      if (hasWritingCtes(store.dialect)) {
        const row = rowOf(next);
        const inserted = await db.with('spent', (w) => w.updateTable('refresh_tokens').set({ used_at: next.createdAt })
          .where('token_hash', '=', oldHash).where('used_at', 'is', null).where('revoked_at', 'is', null).returning('token_hash'))
          .insertInto('refresh_tokens')
          .columns(['token_hash', 'family_id', 'username', 'client_id', 'code_hash', 'created_at', 'family_expires_at'])
          .expression((eb) => eb.selectFrom('spent').select([
            eb.val(row.token_hash).as('token_hash'), eb.val(row.family_id).as('family_id'), eb.val(row.username).as('username'),
            eb.val(row.client_id).as('client_id'), eb.val(row.code_hash).as('code_hash'), eb.val(row.created_at).as('created_at'),
            eb.val(row.family_expires_at).as('family_expires_at'),
          ])).executeTakeFirst();
        return insertedOne(inserted);
      }
      return db.transaction().execute(async (trx) => {
        const spent = await trx.updateTable('refresh_tokens').set({ used_at: next.createdAt })
          .where('token_hash', '=', oldHash).where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) return false;
        await insert(trx, next);
        return true;
      });
    },
    async revokeFamily(familyId: string, at: number): Promise<number> {
      const result = await db.updateTable('refresh_tokens').set({ revoked_at: at })
        .where('family_id', '=', familyId).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** A replayed authorization code revokes every family it started. */
    async revokeByCodeHash(codeHash: string, at: number): Promise<number> {
      const result = await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('revoked_at', 'is', null)
        .where('family_id', 'in', db.selectFrom('refresh_tokens').select('family_id').where('code_hash', '=', codeHash))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Ends every session (refresh family) of a user except the family `keep` ('' keeps none). */
    revokeUserFamilies(username: string, at: number, keep = ''): Promise<number> {
      return revokeUserFamilies(username, at, keep);
    },
    /** Ends every session of a user (a one-time password was set): their refresh tokens stop working. */
    revokeUser(username: string, at: number): Promise<number> {
      return revokeUserFamilies(username, at, '');
    },
    /**
     * A session (refresh family, the access token's sid) while it is live: not revoked (logout, password change,
     * one-time password, replay), its user neither deleted nor staff-locked. One query: the session, its user and the
     * user's agency (its access facts, or with 'whole' its record), read now (docs/security.md, issue 37 item 15);
     * undefined once the session ended.
     */
    async liveSession(familyId: string, agencyColumns: keyof typeof liveSessionRows = 'facts'): Promise<LiveSession | undefined> {
      const [row] = await liveSessionRows[agencyColumns](familyId) as unknown as Array<UserRow & Partial<AgencyRow> & { agencyVersion: number | null; clockReading: string | null }>;
      if (row === undefined) return undefined;
      const { agencyVersion, clockReading: reading, ...rest } = row;
      const agencyRow = rest as unknown as AgencyRow;
      const agency = rest.agencyNumber == null || rest.retailChainName == null ? undefined
        : agencyColumns === 'whole' ? agencyRecordOf({ ...agencyRow, version: agencyVersion ?? 0 }) : agencyFactsOf(agencyRow);
      return { user: userRecordOf(row), agency, clockReading: reading ?? undefined };
    },
    async purgeExpired(before: number): Promise<number> {
      const result = await db.deleteFrom('refresh_tokens').where('family_expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
