import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './open-database.js';

const DEFAULT_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Migration files sorted by their three-digit number; a duplicate number is a programming error. */
export function readMigrations(dir: string = DEFAULT_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: match[1] ?? '', name, sql: readFileSync(join(dir, name), 'utf8') }))
    .sort((a, b) => a.version.localeCompare(b.version));
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error(`Duplicate migration number in ${dir}`);
  return migrations;
}

/** Applies every not-yet-applied migration, each in its own transaction; returns the names applied. */
export function migrate(db: Db, dir?: string): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as string[],
  );
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
