import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { migrateSqlite, readMigrations } from '../../server/db/migrate.js';
import { openDatabase, type Db } from '../../server/db/open-database.js';
import { sqliteStore } from '../../server/db/store.js';
import { seed } from '../../server/seed/seed.js';
import { readSeedCalendar } from '../../server/seed/seed-calendar.js';

const at = (day: string) => () => new Date(`${day}T08:00:00.000Z`);

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
  db = openDatabase(join(dir, 'portal.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));

function tables(): string[] {
  return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
}

/** Row count and content digest per table: "changes nothing" means both stay equal. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(tables().map((table) => {
    const rows = db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all();
    return [table, `${rows.length}:${JSON.stringify(rows)}`];
  }));
}

describe('open-database', () => {
  it('turns on WAL and foreign keys', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('migrate', () => {
  it('applies the migrations once and records them; a second run is a no-op', () => {
    expect(migrateSqlite(db)).toEqual(readMigrations().map((m) => m.name));
    expect(migrateSqlite(db)).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(recorded).toContainEqual({ version: '001', name: '001_foundation.sql' });
    expect(tables()).toEqual(expect.arrayContaining(['agencies', 'auth_codes', 'auth_flows', 'chains', 'client_logs', 'password_history', 'refresh_tokens', 'signing_keys', 'users']));
  });

  it('rolls a failing migration back completely', () => {
    const bad = mkdtempSync(join(tmpdir(), 'portal-mig-'));
    try {
      writeFileSync(join(bad, '001_broken.sql'), 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table;');
      expect(() => migrateSqlite(db, bad)).toThrow();
      expect(tables()).toEqual(['schema_migrations']);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

// Two whole seeds of two years in one test: a bound against a hang, wide enough for a machine shared with other suites.
describe('seed', { timeout: 120_000 }, () => {
  it('is idempotent: a second run the same day changes nothing', async () => {
    migrateSqlite(db);
    const first = await seed(sqliteStore(db), at('2026-11-02'));
    expect(first.users).toBeGreaterThanOrEqual(14);
    expect(first.agencies).toBeGreaterThanOrEqual(24);
    expect(first.reportingDays).toBe(730);
    const before = snapshot();
    expect(await seed(sqliteStore(db), at('2026-11-02'))).toEqual({ chains: 0, agencies: 0, users: 0, reportingDays: 0 });
    expect(snapshot()).toEqual(before);
  });

  it('dates what it seeds from the day the store is created', async () => {
    migrateSqlite(db);
    await seed(sqliteStore(db), at('2030-06-15'));
    expect(await readSeedCalendar(sqliteStore(db).db)).toEqual({ createdDay: '2030-06-15', reportingLastDay: '2030-06-14' });
    expect(db.prepare("SELECT password_expire_date AS expires, gdpr_accept_date AS gdpr FROM users WHERE username = '1001_MGR'").get())
      .toEqual({ expires: '2030-09-13', gdpr: '2028-10-25' });
    expect(db.prepare("SELECT valid_until FROM course_progress WHERE username = '1001_MGR' ORDER BY valid_until").pluck().all())
      .toEqual(['2030-07-05', '2031-02-11', '2031-04-29']);
  });

  it('a store seeded before migration 012 (data to 2026-11-01) counts as created 2026-11-02 and is topped up from there', async () => {
    const older = mkdtempSync(join(tmpdir(), 'portal-mig-'));
    try {
      for (const m of readMigrations().filter((m) => m.version < '012')) copyFileSync(join(MIGRATIONS, m.name), join(older, m.name));
      migrateSqlite(db, older);
      db.prepare("INSERT INTO users (username, firstname, lastname, password_hash, roles) VALUES ('OLD', 'O', 'L', 'x', '[]')").run();
      db.pragma('foreign_keys = OFF'); // the old seed's last sale alone, without its agency and game
      db.prepare("INSERT INTO sales_daily VALUES ('1001', '2026-11-01', 'V75', 'BUTIK', 1, 100, 0)").run();
      db.pragma('foreign_keys = ON');
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
    expect(migrateSqlite(db)).toEqual(readMigrations().filter((m) => m.version >= '012').map((m) => m.name));
    expect(await readSeedCalendar(sqliteStore(db).db)).toEqual({ createdDay: '2026-11-02', reportingLastDay: '2026-11-01' });
    expect((await seed(sqliteStore(db), at('2026-11-26'))).reportingDays).toBe(24);
    expect(db.prepare("SELECT min(sale_date) AS first, max(sale_date) AS last FROM sales_daily WHERE sale_date > '2026-11-01'").get())
      .toEqual({ first: '2026-11-02', last: '2026-11-25' });
  });

  it('keeps runtime changes (a lock, a failed login) across a re-seed', async () => {
    // The run's template is this store migrated and seeded on 2026-11-02 (TEST_START): a copy instead of a third seed.
    db.close();
    copyFileSync(inject('templateDatabasePath'), join(dir, 'portal.db'));
    db = openDatabase(join(dir, 'portal.db'));
    db.prepare("UPDATE users SET locked = 1, failed_logins = 5 WHERE username = '1001_MGR'").run();
    await seed(sqliteStore(db), at('2026-11-03'));
    expect(db.prepare("SELECT locked, failed_logins FROM users WHERE username = '1001_MGR'").get()).toEqual({ locked: 1, failed_logins: 5 });
  });
});
