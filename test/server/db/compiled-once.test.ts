// compiledOnce (server/db/compiled-once.ts): a hot query compiled once and run with each call's arguments.
import { describe, expect, it, vi } from 'vitest';
import { compiledOnce } from '../../../server/db/compiled-once.js';
import { openStore } from '../../../server/db/store.js';
import { migrate } from '../../../server/db/migrate.js';

describe('compiledOnce', () => {
  it("compiles the query once and answers each call's rows for its own arguments", async () => {
    const store = await openStore({ databasePath: ':memory:' });
    try {
      await migrate(store);
      await store.db.insertInto('chains').values([{ chain_id: 7, chain_name: 'Sju' }, { chain_id: 8, chain_name: 'Åtta' }]).execute();
      const build = vi.fn((name: string) => store.db.selectFrom('chains').select(['chain_id']).where('chain_name', '=', name).where('chain_id', '>', 0));
      const chainsNamed = compiledOnce(store, build);
      expect(await chainsNamed('Sju')).toEqual([{ chain_id: 7 }]);
      expect(await chainsNamed('Åtta')).toEqual([{ chain_id: 8 }]);
      expect(await chainsNamed('Nio')).toEqual([]);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
  });

  it('refuses a query that does not take an argument as a parameter', async () => {
    const store = await openStore({ databasePath: ':memory:' });
    try {
      await migrate(store);
      const ignoring = compiledOnce(store, (_name: string) => store.db.selectFrom('chains').select(['chain_id']));
      await expect(ignoring('Sju')).rejects.toThrow(/an argument is not a parameter/);
    } finally {
      await store.close();
    }
  });
});
