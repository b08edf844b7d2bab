import Database from 'better-sqlite3';
import type { Db } from '../db/open-database.js';

/**
 * A separate connection to the portal's database file for running report datasets: opened `readonly` (SQLite refuses
 * every write on it), `fileMustExist`, and `query_only` as a second lock. It reads the WAL like any reader, so reports
 * see committed data and never block the writer.
 */
export function openReportingConnection(path: string): Db {
  if (path === '' || path === ':memory:') throw new Error('The report server needs the database as a file (DATABASE_PATH)');
  const db = new Database(path, { readonly: true, fileMustExist: true, timeout: 5000 });
  db.pragma('query_only = ON');
  return db;
}
