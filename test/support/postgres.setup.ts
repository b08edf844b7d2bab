import type { TestProject } from 'vitest/node';
import { findPostgresBin, POSTGRES_MISSING, startPostgresCluster } from '../../scripts/postgres/postgres-cluster.js';
import { dropDatabase } from '../../scripts/postgres/postgres-databases.js';
import { createTemplateDatabase } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database the *.pg.test.ts files use: TEST_DATABASE_URL, or one throw-away cluster's; '' when skipped. */
    testDatabaseUrl: string;
  }
}

/**
 * Global setup of the PostgreSQL suites (vitest.pg.config.ts): TEST_DATABASE_URL when set, else one throw-away cluster
 * for the whole run. Without PostgreSQL the suites skip with how to install it; with CI=true that fails the run.
 */
export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('testDatabaseUrl', given);
    const template = await createTemplateDatabase(given);
    project.provide('postgresTemplate', template);
    return () => dropDatabase(given, template);
  }
  if (!findPostgresBin()) {
    if (process.env.CI === 'true') throw new Error(`The PostgreSQL suites cannot run, and with CI=true that fails the run. ${POSTGRES_MISSING}`);
    console.warn(`\n⚠ The PostgreSQL suites were skipped. ${POSTGRES_MISSING}\n`);
    project.provide('testDatabaseUrl', '');
    project.provide('postgresTemplate', '');
    return () => undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('testDatabaseUrl', cluster.url);
  try {
    project.provide('postgresTemplate', await createTemplateDatabase(cluster.url));
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
