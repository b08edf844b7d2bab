import type { Db } from '../db/open-database.js';

/** One log line from the SPA, as stored. */
export interface ClientLogEntry {
  createdAt: string;
  username: string | null;
  logLevel: 'error' | 'warn' | 'info';
  msg: string;
  error: string | null;
  clientTime: string | null;
  clientTimestamp: string | null;
  browser: string | null;
  browserVersion: string | null;
  os: string | null;
  url: string | null;
}

const SELECT = `SELECT created_at AS createdAt, username, log_level AS logLevel, msg, error, client_time AS clientTime,
  client_timestamp AS clientTimestamp, browser, browser_version AS browserVersion, os, url FROM client_logs`;

export function createClientLogRepository(db: Db) {
  const insertStmt = db.prepare(`INSERT INTO client_logs (created_at, username, log_level, msg, error, client_time,
    client_timestamp, browser, browser_version, os, url) VALUES (@createdAt, @username, @logLevel, @msg, @error,
    @clientTime, @clientTimestamp, @browser, @browserVersion, @os, @url)`);
  // Ids only grow (the newest row is never deleted), so "id <= newest - cap" is a cheap range delete on the rowid.
  const trimStmt = db.prepare<[number]>('DELETE FROM client_logs WHERE id <= ?');
  const recentStmt = db.prepare<[number], ClientLogEntry>(`${SELECT} ORDER BY id DESC LIMIT ?`);
  const countStmt = db.prepare<[], number>('SELECT count(*) FROM client_logs').pluck();

  return {
    /** Stores the entry and drops the oldest beyond `maxRows`, in one transaction. */
    append: db.transaction((entry: ClientLogEntry, maxRows: number): void => {
      const id = Number(insertStmt.run(entry).lastInsertRowid);
      trimStmt.run(id - maxRows);
    }),
    /** The newest entries first (operations and tests). */
    recent(limit: number): ClientLogEntry[] {
      return recentStmt.all(limit);
    },
    count(): number {
      return countStmt.get() ?? 0;
    },
  };
}

export type ClientLogRepository = ReturnType<typeof createClientLogRepository>;
