// The throw-away cluster itself: it starts, answers on its URL, and stop() ends the server and deletes its folder.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { findPostgresBin, POSTGRES_MISSING, startPostgresCluster } from '../../scripts/postgres/postgres-cluster.js';

describe.skipIf(!inject('testDatabaseUrl') || !findPostgresBin())('startPostgresCluster', () => {
  it('starts a cluster on a loopback port that answers select 1 with a password, and stop() removes it', async () => {
    const cluster = await startPostgresCluster({ database: 'cluster_check' });
    const url = new URL(cluster.url);
    expect([url.protocol, url.hostname, url.username, url.pathname]).toStrictEqual(['postgres:', '127.0.0.1', 'postgres', '/cluster_check']);
    expect(url.password.length).toBeGreaterThanOrEqual(20);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toStrictEqual([{ one: 1 }]);
    await client.end();
    const wrong = new pg.Client({ connectionString: cluster.url.replace(`:${url.password}@`, ':wrong@') });
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    cluster.stop();
    expect(existsSync(cluster.folder)).toBe(false);
    const gone = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 5_000 });
    await expect(gone.connect()).rejects.toThrow(/ECONNREFUSED/);
  });
});

it('without PostgreSQL, says how to install it', async () => {
  await expect(startPostgresCluster({ bin: '' })).rejects.toThrow(POSTGRES_MISSING);
  expect(POSTGRES_MISSING).toContain('apt-get install -y postgresql');
});
