import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { portalDatabase } from './portal-database';
import { templateDatabasePath } from './global-setup';
import { E2E_SERVER_ENV } from './server-env';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS } from '../../../scripts/server-build.mjs';

/** A portal server of one's own: the production build against a database of its own, as freshly seeded. */
export interface PortalServer {
  url: string;
  /** DATABASE_PATH, and DATABASE_URL on PostgreSQL: where a spec reads or moves its portal's rows. */
  database: Record<string, string>;
  stop(): Promise<void>;
}

const root = new URL('../../..', import.meta.url).pathname;

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal server stopped at start-up (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The portal server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the compiled server (as the config's webServer does, which built it) on a free port with a new database folder, so specs that
 * change seeded users (a forced password change, a GDPR acceptance, a saved mobile number) leave the shared e2e
 * database, and the specs that expect those users' gates, untouched. The database is a copy of the run's template
 * (global-setup.ts), the shared portal's as seeded: the server finds its demo data there and seeds nothing.
 */
export async function startPortalServer(timeoutMs = 60_000, env: Record<string, string> = {}): Promise<PortalServer> {
  const port = await freePort();
  const dbDir = mkdtempSync(join(tmpdir(), 'portal-e2e-account-'));
  const database = await portalDatabase(dbDir, process.env.E2E_PG_TEMPLATE ? undefined : templateDatabasePath());
  const child = spawn(process.execPath, COMPILED_SERVER_ARGS as string[], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...E2E_SERVER_ENV, ...env, PORT: String(port), ...database.env, STATIC_DIR: join(root, 'dist') },
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[account server] ${chunk.toString()}`));
  const url = `http://localhost:${port}`;
  try {
    await waitUntilUp(`${url}/`, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    await database.drop();
    throw error;
  }
  return {
    url,
    database: database.env,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
