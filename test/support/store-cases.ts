// The two stores a repository suite runs its cases on: an in-memory SQLite database, and (when the PostgreSQL suites
// have a server) a fresh PostgreSQL database; both migrated and empty. drop() closes the store and removes the database.
import { inject } from 'vitest';
import { migrate, migrateSqlite } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../server/db/store.js';
import { createDatabase, dropDatabase } from '../../scripts/postgres/postgres-databases.js';

export interface StoreCase {
  name: string;
  open(): Promise<{ store: Store; drop(): Promise<void> }>;
}

/** SQLite always; PostgreSQL when `testDatabaseUrl` names a server (databases named after `prefix`). */
export function storeCases(prefix: string): StoreCase[] {
  const url = inject('testDatabaseUrl');
  return [
    {
      name: 'SQLite',
      open: async () => {
        const db = openDatabase(':memory:');
        migrateSqlite(db);
        const store = sqliteStore(db);
        return { store, drop: () => store.close() };
      },
    },
    ...(url === '' ? [] : [{
      name: 'PostgreSQL',
      open: async () => {
        const database = await createDatabase(url, prefix);
        const store = await postgresStore(database.url);
        await migrate(store);
        return { store, drop: async () => { await store.close(); await dropDatabase(url, database.name); } };
      },
    }]),
  ];
}
