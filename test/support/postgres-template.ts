// The API suites on PostgreSQL start each test app from a copy of one migrated, seeded template database, created once
// per run on the test clock's day (as the SQLite suites copy test/server/helpers/template-database.setup.ts's file).
import { migrate } from '../../server/db/migrate.js';
import { postgresStore } from '../../server/db/store.js';
import { seed } from '../../server/seed/seed.js';
import { TEST_START } from '../server/helpers/test-start.js';
import { createDatabase } from '../../scripts/postgres/postgres-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database's name on the test cluster ('' when PostgreSQL is skipped). */
    postgresTemplate: string;
  }
}

/** Creates, migrates and seeds the template; answers its name. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const template = await createDatabase(url, 'portal_template');
  const store = await postgresStore(template.url);
  try {
    await migrate(store);
    await seed(store, () => new Date(TEST_START));
  } finally {
    await store.close();
  }
  return template.name;
}
