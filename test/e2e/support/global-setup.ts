import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Where the run keeps the seeded database that every own portal (own-portal-server.ts) starts from. */
export function templateDatabasePath(): string {
  return join(process.env.E2E_DB_DIR!, 'template.db');
}

/**
 * Runs once, after the shared portal (the config's webServer) has seeded its database and before any test: a copy of
 * it as it is then becomes the template of the own portals, so they skip the seeding (password hash, two years of
 * report data, content). VACUUM INTO reads one consistent snapshot of the live WAL database.
 */
export default function globalSetup(): void {
  if (process.env.E2E_PG_TEMPLATE) return; // on PostgreSQL the own portals copy the seeded template database
  const shared = new Database(join(process.env.E2E_DB_DIR!, 'portal.db'), { readonly: true });
  try {
    shared.prepare('VACUUM INTO ?').run(templateDatabasePath());
  } finally {
    shared.close();
  }
}
