// Several portal instances on one PostgreSQL database, as a fleet behind a balancer runs them: each its own app, pool
// and folder; the database, the signing keys (TOKEN_SIGNING_KEYS, equal on every instance) and the clock (NTP's) shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { generateStoredKey } from '../../../server/auth/signing-key.js';
import type { Config } from '../../../server/config.js';
import { postgresStore, type Store } from '../../../server/db/store.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';
import { REPORTS_DIR } from '../../shared/reports-dir.js';
import { createTestClock, type TestClock } from '../helpers/build-test-app.js';

export interface Fleet {
  /** Instance A, B, C…, each on a pool of its own. */
  instances: FastifyInstance[];
  stores: Store[];
  clock: TestClock;
  close(): Promise<void>;
}

/** A PostgreSQL server's address as another port, which the test can cut (the database "going down" for one instance). */
export interface Cable {
  url: string;
  cut(): Promise<void>;
  close(): Promise<void>;
}

/** `size` instances on one fresh copy of the seeded template; `urlOf` may route an instance's pool elsewhere (a Cable). */
export async function startFleet(size: number, overrides: Partial<Config> = {}, urlOf: (url: string, index: number) => string | Promise<string> = (url) => url): Promise<Fleet> {
  const server = inject('testDatabaseUrl');
  const database = await createDatabase(server, 'portal_fleet', inject('postgresTemplate'));
  const clock = createTestClock();
  const signingKeys = [await generateStoredKey()];
  const dirs: string[] = [];
  const stores: Store[] = [];
  const instances: FastifyInstance[] = [];
  const close = async () => {
    for (const app of instances) await app.close();
    for (const store of stores) await store.close().catch(() => undefined);
    await dropDatabase(server, database.name);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < size; index += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'portal-fleet-'));
      dirs.push(dir);
      const store = await postgresStore(await urlOf(database.url, index), 4);
      stores.push(store);
      const config: Config = {
        port: 0, host: '127.0.0.1', databasePath: join(dir, 'portal.db'), staticDir: join(dir, 'no-dist'), publicOrigin: null,
        logLevel: 'silent', reportsDir: REPORTS_DIR, instanceId: `portal-${String.fromCharCode(97 + index)}`, signingKeys,
        // No render workers warm up at start (as buildTestApp): a fleet test renders little, and a warm-up per instance cost seconds.
        loginRateLimit: { perIpPerMinute: 100_000, perUsernamePerMinute: 100_000 }, reportRendering: { warmUp: false }, ...overrides,
      };
      instances.push(await buildApp({ config, store, now: clock.now }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, stores, clock, close };
}

/** A TCP relay to the test server's PostgreSQL: cut() drops every connection and refuses new ones, as a stopped server. */
export async function cableTo(url: string): Promise<Cable> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  const routed = new URL(url);
  routed.port = String(typeof address === 'object' && address !== null ? address.port : 0);
  const cut = async () => {
    await new Promise<void>((resolve) => { relay.close(() => resolve()); for (const socket of sockets) socket.destroy(); });
  };
  return { url: routed.toString(), cut, close: async () => { if (relay.listening) await cut(); } };
}
