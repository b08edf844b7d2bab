// Where SQLite and PostgreSQL differ, once per concept (docs/decisions.md, "The query layer for both databases").
// Repositories build their SQL with Kysely, which compiles it per dialect; what it cannot hide lives here.
import { sql, type InsertResult, type RawBuilder } from 'kysely';
import type { Dialect } from './store.js';

/** An INSERT … ON CONFLICT DO NOTHING that inserted its row (both drivers count inserted rows, as a bigint). */
export function insertedOne(result: InsertResult | undefined): boolean {
  return (result?.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A unique or primary-key violation: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE, PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * An aggregate, as text, that moves whenever a row of the table is inserted (SQLite: its largest rowid; PostgreSQL: the
 * newest row version's transaction id, which updates move too). With count(*) it tells a table changed in one cheap read.
 */
export function lastRowWrite(dialect: Dialect): RawBuilder<string | null> {
  return dialect === 'postgres' ? sql<string | null>`CAST(max(CAST(CAST(xmin AS text) AS bigint)) AS text)` : sql<string | null>`CAST(max(rowid) AS TEXT)`;
}
