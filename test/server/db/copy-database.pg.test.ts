// db:copy (server/db/copy-database.ts): a seeded SQLite portal database copied into an empty PostgreSQL database, every
// table with its rows, files byte for byte, identities continuing; a target holding rows is refused, and a failure or a
// difference mid-copy leaves the target without a copied row.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CopyFailed, CopyNotVacuumed, CopyRefused, copyDatabase, foreignKeyOrder } from '../../../server/db/copy-database.js';
import { MIGRATION_DIRS, migrate, migrateSqlite, readMigrations } from '../../../server/db/migrate.js';
import type { Db } from '../../../server/db/open-database.js';
import { SQLITE_LIKE_TYPES } from '../../../server/db/postgres/value-types.js';
import { postgresStore, sqliteStore, type Store } from '../../../server/db/store.js';
import { seed } from '../../../server/seed/seed.js';
import { TEST_START } from '../helpers/test-start.js';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/postgres-databases.js';

const url = inject('testDatabaseUrl');
/** Every byte value, twice: a file must come back byte for byte. */
const EVERY_BYTE = Buffer.from([...Array(256).keys(), ...Array(256).keys()]);

/** The seeded demo portal, plus rows in tables the seed leaves empty (a rendition file, audit rows with ids, a mixed-case name). */
async function seededSource(): Promise<Buffer> {
  const db = new Database(':memory:') as Db;
  db.pragma('foreign_keys = ON');
  migrateSqlite(db);
  await seed(sqliteStore(db), () => new Date(TEST_START));
  const asset = db.prepare('SELECT id FROM content_assets ORDER BY id LIMIT 1').pluck().get() as string;
  db.prepare("INSERT INTO content_image_renditions (asset_id, variant, mime_type, bytes, created_at) VALUES (?, 'w=64', 'image/webp', ?, '2026-11-02T08:00:00.000Z')").run(asset, EVERY_BYTE);
  for (const id of [3, 7, 41]) {
    db.prepare(`INSERT INTO staff_audit (id, at, actor, actor_roles, agency_number, target, action) VALUES (?, '2026-11-02T08:00:00.000Z', 'ADMIN', '["ADMIN"]', '1001', ?, 'create')`)
      .run(id, `Staff${id}`);
  }
  db.prepare("INSERT INTO person_lookup_audit (at, actor, agency_number, ssn, outcome) VALUES ('2026-11-02T08:00:00.000Z', 'Ombud', '1001', '191212121212', 'found')").run();
  const bytes = db.serialize();
  db.close();
  return bytes;
}

const open = (bytes: Buffer) => new Database(bytes) as Db;
const sourceTableNames = (db: Db) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name").pluck().all() as string[];

describe.skipIf(!url)('db:copy, a SQLite portal database into an empty PostgreSQL database', () => {
  let source: Buffer;
  const created: string[] = [];

  /** A new empty database (migrated first when a test writes into it before the copy). */
  async function emptyTarget(migrated = false): Promise<{ store: Store; client: pg.Client }> {
    const database = await createDatabase(url, 'copy');
    created.push(database.name);
    const store = await postgresStore(database.url, 2);
    if (migrated) await migrate(store);
    const client = new pg.Client({ connectionString: database.url, types: SQLITE_LIKE_TYPES });
    await client.connect();
    return { store, client };
  }

  /** The portal's tables holding rows that the migrations did not put there. */
  async function tablesWithRows(client: pg.Client): Promise<string[]> {
    const holding: string[] = [];
    for (const table of sourceTableNames(open(source)).filter((t) => t !== 'calendar_days' && t !== 'courses')) {
      if ((await client.query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS held`)).rows[0].held) holding.push(table);
    }
    return holding;
  }

  beforeAll(async () => {
    source = await seededSource();
  }, 180_000);

  afterAll(async () => {
    for (const name of created) await dropDatabase(url, name);
  });

  it('copies every table of the SQLite file with its rows, verified, files byte for byte, identities continuing', async () => {
    const db = open(source);
    const { store, client } = await emptyTarget();
    try {
      const reported: string[] = [];
      const result = await copyDatabase({ source: db, target: store, batchRows: 1000, onTable: (t) => reported.push(t.table) });

      const tables = sourceTableNames(db);
      expect([...reported].sort()).toEqual(tables);
      expect(result.tables.map((t) => t.table)).toEqual(reported);
      for (const { table, rows, checksum } of result.tables) {
        const inSqlite = (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number);
        const inPostgres = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
        expect({ table, rows, inPostgres }).toEqual({ table, rows: inSqlite, inPostgres: inSqlite });
        expect(checksum).toMatch(/^[0-9a-f]{64}$/);
      }
      expect(result.rows).toBe(result.tables.reduce((sum, t) => sum + t.rows, 0));
      // Vacuumed and analysed by the copy itself (not by autovacuum, later, under the first requests): the planner has
      // statistics and the visibility map is set for every copied table.
      const unprepared = await client.query('SELECT relname FROM pg_stat_user_tables WHERE relname = ANY($1) AND (last_analyze IS NULL OR last_vacuum IS NULL) ORDER BY relname', [tables]);
      expect(unprepared.rows).toEqual([]);
      // The seeded demo data is there, not a part of it.
      for (const table of ['users', 'agencies', 'sales_daily', 'terminal_transactions', 'content_entries', 'content_assets', 'terminal_parameters', 'course_progress', 'seed_calendar']) {
        expect(result.tables.find((t) => t.table === table)?.rows, table).toBeGreaterThan(0);
      }

      // Rows equal column for column, files byte for byte.
      const users = (await client.query('SELECT * FROM users ORDER BY username::text COLLATE "C"')).rows;
      expect(users).toEqual(db.prepare('SELECT * FROM users ORDER BY username COLLATE BINARY').all());
      const rendition = (await client.query('SELECT bytes FROM content_image_renditions')).rows[0].bytes as Buffer;
      expect(Buffer.compare(rendition, EVERY_BYTE)).toBe(0);
      const assets = (await client.query('SELECT id, bytes FROM content_assets ORDER BY id COLLATE "C"')).rows as { id: string; bytes: Buffer }[];
      const sqliteAssets = db.prepare('SELECT id, bytes FROM content_assets ORDER BY id').all() as { id: string; bytes: Buffer }[];
      expect(assets.map((a) => [a.id, a.bytes.toString('base64')])).toEqual(sqliteAssets.map((a) => [a.id, a.bytes.toString('base64')]));

      // A new audit row gets the next id after the largest copied one (41), not 1.
      const next = await client.query(`INSERT INTO staff_audit (at, actor, actor_roles, agency_number, target, action)
        VALUES ('2026-11-03T08:00:00.000Z', 'ADMIN', '["ADMIN"]', '1001', 'Ny', 'create') RETURNING id`);
      expect(next.rows[0].id).toBe(42);
      // An identity of a table the seed leaves empty starts at 1.
      const order = await client.query("INSERT INTO agency_orders (agency_number, ordered_by, ordered_at) VALUES ('1001', 'Ombud', '2026-11-03') RETURNING order_id");
      expect(order.rows[0].order_id).toBe(1);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('refuses a target that already holds portal rows and leaves it as it was', async () => {
    const db = open(source);
    const { store, client } = await emptyTarget(true);
    try {
      await client.query("INSERT INTO chains (chain_id, chain_name) VALUES (99, 'Redan här')");
      const copy = copyDatabase({ source: db, target: store });
      await expect(copy).rejects.toThrow(CopyRefused);
      await expect(copy).rejects.toThrow('The PostgreSQL database is not empty (rows in chains): db:copy only copies into an empty database');
      expect(await tablesWithRows(client)).toEqual(['chains']);
      expect((await client.query('SELECT chain_id, chain_name FROM chains')).rows).toEqual([{ chain_id: 99, chain_name: 'Redan här' }]);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('refuses a database holding other tables without migrating it', async () => {
    const db = open(source);
    const { store, client } = await emptyTarget();
    try {
      await client.query('CREATE TABLE invoices (id integer PRIMARY KEY)');
      await expect(copyDatabase({ source: db, target: store })).rejects.toThrow(
        'The PostgreSQL database is not empty and not a portal database (it holds invoices): db:copy only copies into an empty database');
      const tables = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()");
      expect(tables.rows).toEqual([{ table_name: 'invoices' }]);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('refuses a SQLite file that is not at this version\'s migrations', async () => {
    const db = open(source);
    const versions = readMigrations(MIGRATION_DIRS.sqlite).map((m) => m.version);
    db.prepare('DELETE FROM schema_migrations WHERE version = ?').run(versions.at(-1)); // the file of an earlier version
    const { store, client } = await emptyTarget();
    try {
      await expect(copyDatabase({ source: db, target: store })).rejects.toThrow(`The SQLite database is at migrations ${versions.slice(0, -1).join(', ')}, `
        + `this version of the portal at ${versions.join(', ')}: start this version of the portal on it once (it migrates at start), stop it, and copy again`);
      expect((await client.query("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()")).rows[0].n).toBe(0);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('refuses a SQLite table without a PostgreSQL counterpart before writing anything', async () => {
    const db = open(source);
    db.exec('CREATE TABLE local_notes (id INTEGER PRIMARY KEY, note TEXT)');
    const { store, client } = await emptyTarget();
    try {
      await expect(copyDatabase({ source: db, target: store })).rejects.toThrow('The SQLite table local_notes has no PostgreSQL counterpart');
      expect(await tablesWithRows(client)).toEqual([]);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('rolls everything back when PostgreSQL refuses a row mid-copy (a CHECK SQLite was told to ignore): the target holds no copied row', async () => {
    const db = open(source);
    db.pragma('ignore_check_constraints = ON');
    db.exec("UPDATE terminal_transactions SET kind = 'Okänd' WHERE tx_date = (SELECT max(tx_date) FROM terminal_transactions)");
    const { store, client } = await emptyTarget();
    try {
      const reported: string[] = [];
      const copy = copyDatabase({ source: db, target: store, batchRows: 1000, onTable: (t) => reported.push(t.table) });
      await expect(copy).rejects.toBeInstanceOf(CopyFailed);
      await expect(copy).rejects.toMatchObject({ table: 'terminal_transactions', message: expect.stringContaining('terminal_transactions_kind_check') });
      expect(reported).toContain('users'); // it failed mid-copy, after other tables were written
      expect(await tablesWithRows(client)).toEqual([]);
      expect(Number((await client.query('SELECT count(*) AS n FROM calendar_days')).rows[0].n)).toBe(36525); // the migrations' rows stay
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('says the rows are committed, not rolled back, when the VACUUM (ANALYZE) after them fails', async () => {
    const db = open(source);
    const { store, client } = await emptyTarget();
    try {
      // PostgreSQL refuses the VACUUM only (as a dropped connection or a cancel would); every other statement runs.
      const query = pg.Client.prototype.query;
      vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        if (args[0] === 'VACUUM (ANALYZE)') return Promise.reject(new Error('canceling statement due to user request'));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query);
      const copy = copyDatabase({ source: db, target: store });
      await expect(copy).rejects.toBeInstanceOf(CopyNotVacuumed);
      await expect(copy).rejects.toThrow('VACUUM (ANALYZE) failed after the copy: canceling statement due to user request');
      expect(await tablesWithRows(client)).toContain('sales_daily');
    } finally {
      vi.restoreAllMocks();
      await client.end();
      await store.close();
      db.close();
    }
  });

  it('rolls everything back when a table read back differs from SQLite, naming the table', async () => {
    const db = open(source);
    const { store, client } = await emptyTarget(true);
    try {
      // A trigger on the target changes what is written: the checksum of games no longer matches.
      await client.query(`CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.game_name := upper(NEW.game_name); RETURN NEW; END $$;
        CREATE TRIGGER shout BEFORE INSERT ON games FOR EACH ROW EXECUTE FUNCTION shout()`);
      const copy = copyDatabase({ source: db, target: store });
      await expect(copy).rejects.toMatchObject({ table: 'games', message: expect.stringContaining('games: the rows read back from PostgreSQL differ from SQLite') });
      expect(await tablesWithRows(client)).toEqual([]);
    } finally {
      await client.end();
      await store.close();
      db.close();
    }
  });
});

describe('the order of the copy', () => {
  it('puts each table after the tables its foreign keys reference, and refuses a cycle', () => {
    const order = foreignKeyOrder([
      { name: 'order_lines', references: ['orders', 'articles'] }, { name: 'orders', references: ['agencies'] },
      { name: 'articles', references: [] }, { name: 'agencies', references: ['chains'] }, { name: 'chains', references: [] },
    ]).map((t) => t.name);
    expect(order).toEqual(['articles', 'chains', 'agencies', 'orders', 'order_lines']);
    expect(() => foreignKeyOrder([{ name: 'a', references: ['b'] }, { name: 'b', references: ['a'] }])).toThrow('The foreign keys of a, b form a cycle');
  });
});
