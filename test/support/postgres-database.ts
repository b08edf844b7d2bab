// A fresh PostgreSQL database per test file, and the migration folders read as files, for the *.pg.test.ts suites.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export const SQLITE_MIGRATIONS = new URL('../../server/db/migrations/', import.meta.url);
export const POSTGRES_MIGRATIONS = new URL('../../server/db/postgres/migrations/', import.meta.url);

/** A folder's NNN_name.sql files in the order they are applied. */
export function migrationFiles(folder: URL): { name: string; sql: string }[] {
  return readdirSync(folder).filter((name) => /^\d{3}_[a-z0-9_-]+\.sql$/.test(name)).sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, folder), 'utf8') }));
}

/** Runs every PostgreSQL migration file in order, each one statement batch (one implicit transaction). */
export async function applyPostgresMigrations(client: pg.Client, folder: URL = POSTGRES_MIGRATIONS): Promise<void> {
  for (const { name, sql } of migrationFiles(folder)) {
    await client.query(sql).catch((error: Error) => { throw new Error(`${name}: ${error.message}`); });
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE on the server of `url` (its user needs CREATEDB); drop() removes it, ending its connections. */
export async function createFreshDatabase(url: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
