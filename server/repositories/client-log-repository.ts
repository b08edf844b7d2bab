import type { Store } from '../db/store.js';

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

export function createClientLogRepository(store: Store) {
  const { db } = store;
  return {
    /** Stores the entry and drops the oldest beyond `maxRows`, in one transaction. */
    append(entry: ClientLogEntry, maxRows: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('client_logs').values({
          created_at: entry.createdAt, username: entry.username, log_level: entry.logLevel, msg: entry.msg, error: entry.error,
          client_time: entry.clientTime, client_timestamp: entry.clientTimestamp, browser: entry.browser,
          browser_version: entry.browserVersion, os: entry.os, url: entry.url,
        }).returning('id').executeTakeFirstOrThrow();
        // Ids only grow (the newest row is never deleted), so "id <= newest - cap" is a cheap range delete on the key.
        await trx.deleteFrom('client_logs').where('id', '<=', id - maxRows).execute();
      });
    },
    /** The newest entries first (operations and tests). */
    async recent(limit: number): Promise<ClientLogEntry[]> {
      const rows = await db.selectFrom('client_logs').select([
        'created_at as createdAt', 'username', 'log_level as logLevel', 'msg', 'error', 'client_time as clientTime',
        'client_timestamp as clientTimestamp', 'browser', 'browser_version as browserVersion', 'os', 'url',
      ]).orderBy('id', 'desc').limit(limit).execute();
      return rows as ClientLogEntry[];
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('client_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type ClientLogRepository = ReturnType<typeof createClientLogRepository>;
