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

// PostgreSQL's codes for a server that is gone, starting, stopping or refusing connections (class 08, 57P01-57P03).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** The database cannot be reached now (not a fault of the request): the request is answered 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // pg's pool: no connection within connectionTimeoutMillis; a client whose connection ended under it.
  return typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/.test(message);
}
