import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openStore, StoreError } from '../../../server/db/store.js';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('openStore', () => {
  it('opens the SQLite file without DATABASE_URL', async () => {
    const store = await openStore({ databasePath: ':memory:' });
    expect(store.dialect).toBe('sqlite');
    await store.close();
  });

  it('stops with the host and the reason, never the password, when PostgreSQL cannot be reached', async () => {
    const port = await closedPort();
    const opening = openStore({ databaseUrl: `postgres://portal:hemligt@127.0.0.1:${port}/portal`, databasePath: ':memory:' });
    await expect(opening).rejects.toThrow(StoreError);
    await expect(opening).rejects.toThrow(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/portal cannot be reached: .*ECONNREFUSED`));
    await expect(opening).rejects.not.toThrow(/hemligt/);
  });
});
