import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases';

/** The database env of one e2e portal and how to remove it. */
export interface PortalDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for an e2e portal, as the run's template left it: on PostgreSQL (`npm run test:e2e:pg`,
 * E2E_PG_TEMPLATE) a copy of the seeded template database, else a copy of the SQLite template file. DATABASE_PATH
 * always names the folder, where the portal keeps its signing key file.
 */
export async function portalDatabase(dir: string, sqliteTemplate: string | undefined): Promise<PortalDatabase> {
  const server = process.env.E2E_PG_SERVER;
  const template = process.env.E2E_PG_TEMPLATE;
  const env = { DATABASE_PATH: join(dir, 'portal.db') };
  if (server && template) {
    const copy = await createDatabase(server, 'portal_e2e', template);
    return { env: { ...env, DATABASE_URL: copy.url }, drop: () => dropDatabase(server, copy.name) };
  }
  if (sqliteTemplate !== undefined) copyFileSync(sqliteTemplate, env.DATABASE_PATH);
  return { env, drop: async () => undefined };
}
