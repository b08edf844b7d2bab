import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate.js';
import { openDatabase, type Db } from '../../server/db/open-database.js';
import { seed } from '../../server/seed/seed.js';

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
    expect(migrate(db)).toEqual(readMigrations().map((m) => m.name));
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(recorded).toContainEqual({ version: '001', name: '001_foundation.sql' });
    expect(tables()).toEqual(expect.arrayContaining(['agencies', 'auth_codes', 'auth_flows', 'chains', 'client_logs', 'password_history', 'refresh_tokens', 'signing_keys', 'users']));
  });

  it('rolls a failing migration back completely', () => {
    const bad = mkdtempSync(join(tmpdir(), 'portal-mig-'));
    try {
      writeFileSync(join(bad, '001_broken.sql'), 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table;');
      expect(() => migrate(db, bad)).toThrow();
      expect(tables()).toEqual(['schema_migrations']);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    migrate(db);
    const first = await seed(db);
    expect(first.users).toBeGreaterThanOrEqual(14);
    expect(first.agencies).toBeGreaterThanOrEqual(24);
    const before = snapshot();
    expect(await seed(db)).toEqual({ chains: 0, agencies: 0, users: 0 });
    expect(snapshot()).toEqual(before);
  });

  it('keeps runtime changes (a lock, a failed login) across a re-seed', async () => {
    migrate(db);
    await seed(db);
    db.prepare("UPDATE users SET locked = 1, failed_logins = 5 WHERE username = '1001_MGR'").run();
    await seed(db);
    expect(db.prepare("SELECT locked, failed_logins FROM users WHERE username = '1001_MGR'").get()).toEqual({ locked: 1, failed_logins: 5 });
  });
});
