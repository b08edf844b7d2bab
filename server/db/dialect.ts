// Where SQLite and PostgreSQL differ, once per concept (docs/decisions.md, "The query layer for both databases").
// Repositories build their SQL with Kysely, which compiles it per dialect; what it cannot hide lives here.
import type { InsertResult } from 'kysely';

/** An INSERT … ON CONFLICT DO NOTHING that inserted its row (both drivers count inserted rows, as a bigint). */
export function insertedOne(result: InsertResult | undefined): boolean {
  return (result?.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A unique or primary-key violation: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE, PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
