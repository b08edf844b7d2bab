import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateSqlite } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { sqliteStore } from '../../../server/db/store.js';
import { seed } from '../../../server/seed/seed.js';
import { TEST_START } from './test-start.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database file every test file copies (seeding once per run, not once per file). */
    templateDatabasePath: string;
  }
}

/** Global setup of the node project: seed one template database for the whole run, created on the test clock's day. */
export default async function setup(project: TestProject): Promise<() => void> {
  // A child run (new-report-stays-green) copies its parent's template: seeding does not read the report definitions.
  const parents = process.env.TEST_TEMPLATE_DATABASE;
  if (parents && existsSync(parents)) {
    project.provide('templateDatabasePath', parents);
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const db = openDatabase(':memory:');
  migrateSqlite(db);
  await seed(sqliteStore(db), () => new Date(TEST_START));
  const path = join(dir, 'template.db');
  writeFileSync(path, db.serialize());
  db.close();
  project.provide('templateDatabasePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
