// The databases of `npm run bench:store`: an operator-size SQLite file (the demo seed, then `seed:scale`), kept in the
// system's temp folder under a hash of the seed code and the size, and a throw-away PostgreSQL cluster filled from that
// file by `db:copy` (timed: the copy's rows per second is one of the figures; both databases then hold the same rows).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { copyDatabase, openSourceDatabase } from '../../server/db/copy-database.js';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open-database.js';
import { postgresStore, sqliteStore, TOOL_BOUNDS } from '../../server/db/store.js';
import { seedScale } from '../../server/seed/scale/seed-scale.js';
import { seed } from '../../server/seed/seed.js';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgres-cluster.js';

export interface ScaleSize {
  agencies: number;
  years: number;
}

const SEED_DIR = fileURLToPath(new URL('../../server/seed/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])).sort();
}

// The rows depend on the seed code, the size and the day; migrations are applied to the kept file when it is opened,
// so a new migration (an index) does not cost a new seed.
function cacheKey(size: ScaleSize, day: string): string {
  const hash = createHash('sha256').update(`${size.agencies}x${size.years}@${day}`);
  for (const file of filesUnder(SEED_DIR)) hash.update(file.slice(SEED_DIR.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const removeFile = (path: string) => { for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true }); };

/**
 * The operator-size SQLite file for `size` on the bench clock's day, built when missing (minutes: the figures are
 * written row by row), and migrated to this version's migrations. Answers its path and the seconds a build took.
 */
export async function scaledSqlite(size: ScaleSize, now: () => Date, log: (line: string) => void): Promise<{ path: string; builtSeconds: number | null }> {
  const day = now().toISOString().slice(0, 10);
  const path = join(tmpdir(), `ombudsportalen-scale-${size.agencies}x${size.years}-${cacheKey(size, day)}.db`);
  let builtSeconds: number | null = null;
  if (!existsSync(path)) {
    const partial = `${path}.${process.pid}.tmp`;
    removeFile(partial);
    log(`building the ${size.agencies}-outlet, ${size.years}-year SQLite database (kept as ${path})`);
    const started = performance.now();
    const store = sqliteStore(openDatabase(partial));
    try {
      await migrate(store);
      await seed(store, now); // the demo accounts (1001_MGR, KEDJA3, TELIA1 …) and their outlets
      await seedScale(store, { agencies: size.agencies, days: 365 * size.years, chains: 40, transactionDays: 92, now, log });
      store.sqlite?.exec('ANALYZE');
    } finally {
      await store.close(); // checkpoints the WAL into the file
    }
    renameSync(partial, path); // whole or not at all
    removeFile(partial);
    builtSeconds = (performance.now() - started) / 1000;
  }
  const store = sqliteStore(openDatabase(path));
  try {
    await migrate(store);
    store.sqlite?.exec('ANALYZE');
  } finally {
    await store.close();
  }
  return { path, builtSeconds };
}

export interface CopiedPostgres {
  cluster: PostgresCluster;
  url: string;
  rows: number;
  seconds: number;
}

/** A throw-away cluster whose database `db:copy` fills from the SQLite file (timed, its ANALYZE included). */
export async function copiedPostgres(sqlitePath: string, log: (line: string) => void): Promise<CopiedPostgres> {
  const cluster = await startPostgresCluster({ database: 'portal_bench' });
  try {
    const source = openSourceDatabase(sqlitePath);
    const target = await postgresStore(cluster.url, 2, TOOL_BOUNDS); // db:copy's read-back of 20 M rows outlasts a request's 3 s
    try {
      log('db:copy of the SQLite file into PostgreSQL');
      const result = await copyDatabase({ source, target }); // ends with ANALYZE
      return { cluster, url: cluster.url, rows: result.rows, seconds: result.milliseconds / 1000 };
    } finally {
      source.close();
      await target.close();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/**
 * A cluster kept beside the SQLite file (`<file>.pg/`, so keyed by the same seed version and size) whose database
 * `portal_bench` db:copy filled once; each run gets `portal_run`, a fresh copy of it (CREATE DATABASE … TEMPLATE), so
 * a rerun neither reseeds nor copies again and its writes never reach the kept data. stop() shuts the cluster down.
 */
export async function keptPostgres(sqlitePath: string, log: (line: string) => void): Promise<CopiedPostgres> {
  const keptFolder = `${sqlitePath}.pg`;
  const marker = join(keptFolder, 'copied.json');
  let copied = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) as { rows: number; seconds: number } : undefined;
  let kept = copied === undefined ? undefined : await startPostgresCluster({ database: 'portal_bench', keptFolder }).catch(() => undefined);
  try {
    if (kept === undefined || copied === undefined) {
      rmSync(keptFolder, { recursive: true, force: true });
      kept = await startPostgresCluster({ database: 'portal_bench', keptFolder });
      const source = openSourceDatabase(sqlitePath);
      const target = await postgresStore(kept.url, 2, TOOL_BOUNDS);
      try {
        log(`db:copy of the SQLite file into PostgreSQL (kept as ${keptFolder})`);
        const result = await copyDatabase({ source, target }); // ends with ANALYZE
        copied = { rows: result.rows, seconds: result.milliseconds / 1000 };
      } finally {
        source.close();
        await target.close();
      }
      writeFileSync(marker, JSON.stringify(copied));
    } else {
      log(`the kept PostgreSQL copy (${keptFolder}, db:copy of ${copied.rows.toLocaleString('en-US')} rows once)`);
    }
    const admin = new pg.Client({ connectionString: kept.url });
    await admin.connect();
    try {
      await admin.query('DROP DATABASE IF EXISTS portal_run');
      const started = performance.now();
      await admin.query('CREATE DATABASE portal_run TEMPLATE portal_bench');
      log(`portal_run copied from the template in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await admin.end();
    }
    return { cluster: kept, url: kept.url.replace(/\/portal_bench$/, '/portal_run'), rows: copied.rows, seconds: copied.seconds };
  } catch (error) {
    kept?.stop();
    throw error;
  }
}
