// Databases of their own on the test cluster: a test file gets a fresh one (empty, or a copy of a template) and drops it;
// a run's template is a fresh one migrated and seeded (createSeededDatabase).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database (a copy of `template` when given; PostgreSQL copies it file by file); answers its URL. */
export async function createDatabase(url: string, prefix: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`));
  return { name, url: databaseUrl(url, name) };
}

/** Drops a database, ending what is still connected to it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** A new database migrated and seeded as an instance's start does, with the demo data of the day `now` answers. */
export async function createSeededDatabase(url: string, prefix: string, now: () => Date): Promise<{ name: string; url: string }> {
  // Loaded here, not at the top: the Playwright config and every worker import this file and never seed (~3 s of CPU each).
  const [{ migrate }, { postgresStore }, { seed }] = await Promise.all([
    import('../../server/db/migrate.js'), import('../../server/db/store.js'), import('../../server/seed/seed.js'),
  ]);
  const database = await createDatabase(url, prefix);
  try {
    const store = await postgresStore(database.url);
    try {
      await migrate(store);
      await seed(store, now);
    } finally {
      await store.close();
    }
  } catch (error) {
    await dropDatabase(url, database.name).catch(() => undefined);
    throw error;
  }
  return database;
}

/** Every table of the database's public schema with its row count (two databases compared: the same data). */
export async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)).rows.map((row) => row.name);
    const counts: Record<string, number> = {};
    // Names read from the catalogue, quoted as identifiers.
    for (const name of tables) counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0]?.n);
    return counts;
  } finally {
    await client.end();
  }
}
