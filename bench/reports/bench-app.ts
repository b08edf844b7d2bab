// A report server to measure: a temp database migrated and seeded like the real one (or an existing one, already
// seeded: `npm run bench:store`'s operator-size SQLite file or PostgreSQL database), the app built on it with a fixed
// clock (the day after the seed's last day), and access tokens minted the way login issues them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadSigningKeys } from '../../server/auth/signing-key-store.js';
import { createTokenService } from '../../server/auth/token-service.js';
import { createSigningKeyRepository } from '../../server/repositories/signing-key-repository.js';
import type { Config } from '../../server/config.js';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open-database.js';
import { postgresStore, sqliteStore, type Store } from '../../server/db/store.js';
import { seed } from '../../server/seed/seed.js';
import { createUserRepository } from '../../server/repositories/user-repository.js';
import { createRepositories } from '../../server/repositories/create-repositories.js';
import { startFamily } from '../../server/auth/refresh-sessions.js';

export interface BenchApp {
  app: FastifyInstance;
  tokenFor(username: string): Promise<string>;
  seedMs: number;
  close(): Promise<void>;
}

/** An existing, migrated and seeded database to build the app on instead of a new temp one (not deleted on close). */
export type SeededDatabase = { databasePath: string } | { databaseUrl: string };

/** `now`: a fixed day (the default), or a clock (the memory probe runs on real time, so expiry-based clean-up happens). */
export async function buildBenchApp(now: Date | (() => Date) = new Date('2026-11-02T08:00:00Z'), overrides: Partial<Config> = {}, existing?: SeededDatabase): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const clock = typeof now === 'function' ? now : () => now;
  let store: Store;
  let databasePath = join(dir, 'portal.db');
  let seedMs = 0;
  if (existing === undefined) {
    store = sqliteStore(openDatabase(databasePath));
    await migrate(store);
    const started = performance.now();
    await seed(store, clock); // the store is created on the bench clock's day: its report data ends the day before
    seedMs = performance.now() - started;
  } else if ('databaseUrl' in existing) {
    store = await postgresStore(existing.databaseUrl);
  } else {
    databasePath = existing.databasePath;
    store = sqliteStore(openDatabase(databasePath));
  }
  // The signing keys and image renditions in the temp folder, never beside an existing database.
  const config: Config = {
    port: 0, host: '127.0.0.1', databasePath, staticDir: join(dir, 'no-dist'), publicOrigin: null, logLevel: 'silent',
    signingKeyFile: join(dir, 'signing-keys.json'), imageRenditions: { cacheDir: join(dir, 'renditions') },
    ...(existing !== undefined && 'databaseUrl' in existing ? { databaseUrl: existing.databaseUrl } : {}), ...overrides,
  };
  const app = await buildApp({ config, store, now: clock });
  const tokens = createTokenService(await loadSigningKeys(config, createSigningKeyRepository(store)), clock);
  return {
    app, seedMs,
    async tokenFor(username) {
      const user = await createUserRepository(store).findByUsername(username);
      if (!user) throw new Error(`no seeded user ${username}`);
      // A session as a login starts it: the API refuses access tokens whose session has ended (or never began).
      const session = await startFamily(createRepositories(store), user.username, 'portal-haapi', '', clock());
      return tokens.issueAccessToken(user, session.familyId);
    },
    async close() {
      await app.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
