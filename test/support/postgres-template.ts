// The API suites on PostgreSQL start each test app from a copy of one migrated, seeded template database, created once
// per run on the test clock's day (as the SQLite suites copy test/server/helpers/template-database.setup.ts's file).
import { TEST_START } from '../server/helpers/test-start.js';
import { createSeededDatabase } from '../../scripts/postgres/postgres-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database's name on the test cluster ('' when PostgreSQL is skipped). */
    postgresTemplate: string;
  }
}

/** Creates, migrates and seeds the template; answers its name. */
export async function createTemplateDatabase(url: string): Promise<string> {
  return (await createSeededDatabase(url, 'portal_template', () => new Date(TEST_START))).name;
}
