import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADVISORY_LOCK, withAdvisoryLock } from './advisory-lock.js';
import type { Db } from './open-database.js';
import type { Dialect, Store } from './store.js';

/** Each dialect's migrations: plain SQL files; a schema change adds one file to each folder. */
export const MIGRATION_DIRS: Readonly<Record<Dialect, string>> = {
  sqlite: fileURLToPath(new URL('./migrations/', import.meta.url)),
  postgres: fileURLToPath(new URL('./postgres/migrations/', import.meta.url)),
};
const FILE_NAME = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Migration files sorted by their three-digit number; a duplicate number is a programming error. */
export function readMigrations(dir: string = MIGRATION_DIRS.sqlite): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: match[1] ?? '', name, sql: readFileSync(join(dir, name), 'utf8') }))
    .sort((a, b) => a.version.localeCompare(b.version));
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error(`Duplicate migration number in ${dir}`);
  return migrations;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/** migrate() on an SQLite connection, synchronously (the report check's in-memory databases, tools and tests use it too). */
export function migrateSqlite(db: Db, dir: string = MIGRATION_DIRS.sqlite): string[] {
  db.exec(CREATE_TABLE);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.name);
  }
  return done;
}

/** Applies every not-yet-applied migration of the store's dialect, each in its own transaction; returns the names applied. */
export async function migrate(store: Store, dir: string = MIGRATION_DIRS[store.dialect]): Promise<string[]> {
  if (store.sqlite !== null) return migrateSqlite(store.sqlite, dir);
  const migrations = readMigrations(dir);
  // Instances started together: the first migrates, the others wait for the lock and then find nothing left to do.
  return withAdvisoryLock(store, ADVISORY_LOCK.migration, async (client) => {
    if (client === null) throw new Error('PostgreSQL store without a pool');
    await client.query(CREATE_TABLE);
    const applied = new Set((await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, new Date().toISOString()]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(migration.name);
    }
    return done;
  });
}
