// Databases of their own on the test cluster: a test file gets a fresh one (empty, or a copy of a template) and drops it.
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
