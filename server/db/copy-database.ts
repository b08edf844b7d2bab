// `npm run db:copy`: moves an existing deployment from its SQLite file into an empty PostgreSQL database. Every table of
// the SQLite file is copied (none is named here; the order follows its foreign keys) in one PostgreSQL transaction, and
// each table is read back and compared (row count and a checksum) before COMMIT: a difference or an error rolls it all back.
// The copy ends with VACUUM (ANALYZE), so the first requests are planned with statistics and find every page all-visible.
import { createHash, type Hash } from 'node:crypto';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { MIGRATION_DIRS, migrate, readMigrations } from './migrate.js';
import type { Db } from './open-database.js';
import type { Store } from './store.js';

/** The copy did not start: the source or the target is not what a copy needs (the CLI exits 2). Nothing was written. */
export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

/** The copy failed and was rolled back (the CLI exits 1); `table` names the table it failed at, when it was at one. */
export class CopyFailed extends Error {
  override name = 'CopyFailed';
  constructor(readonly table: string | null, message: string, options?: { cause: unknown }) {
    super(table === null ? message : `${table}: ${message}`, options);
  }
}

/** The rows are copied, verified and committed, but the VACUUM (ANALYZE) after them failed. */
export class CopyNotVacuumed extends Error {
  override name = 'CopyNotVacuumed';
}

export interface CopiedTable {
  table: string;
  rows: number;
  /** sha-256 (hex) over the table's rows in primary-key order, equal on both sides. */
  checksum: string;
}

export interface CopyResult {
  tables: CopiedTable[];
  rows: number;
  milliseconds: number;
}

export interface CopyOptions {
  /** The SQLite portal database (openSourceDatabase: read-only). */
  source: Db;
  /** A PostgreSQL store; migrated here, then it must hold no portal rows. */
  target: Store;
  /** Rows per INSERT (one array per column, so a batch is one statement whatever the table's width). */
  batchRows?: number;
  /** Called as each table is copied and verified (the CLI prints it). */
  onTable?: (copied: CopiedTable) => void;
  /** Milliseconds for the elapsed time (performance.now by default). */
  clock?: () => number;
}

const BATCH_ROWS = 5000;
/** A batch also ends at this many bytes of text and files, so content_assets' pictures do not build one huge statement. */
const BATCH_BYTES = 8 * 1024 * 1024;
/** Each dialect keeps its own migration bookkeeping: migrate() fills the target's. */
const MIGRATION_TABLE = 'schema_migrations';
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Opens the SQLite file read-only (the copy never writes to it); a missing file is a refusal, not a new empty database. */
export function openSourceDatabase(path: string): Db {
  try {
    return new Database(path, { readonly: true, fileMustExist: true }) as Db;
  } catch (error) {
    throw new CopyRefused(`The SQLite database ${path} cannot be opened: ${(error as Error).message}`);
  }
}

interface SourceTable {
  name: string;
  columns: string[];
  /** Primary-key columns in key order; every column when the table has none (the same order on both sides). */
  orderBy: string[];
  references: string[];
}

interface TargetColumn {
  name: string;
  /** PostgreSQL's type name (format_type), for the unnest arrays. */
  type: string;
  identity: boolean;
}

const quote = (name: string) => `"${name}"`;

/** One value as the checksum sees it, the same on both sides: a number, text, a file as hex, or null. */
export function normalisedValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return `n:${String(value)}`;
  if (typeof value === 'string') return `s:${JSON.stringify(value)}`;
  if (Buffer.isBuffer(value)) return `x:${value.toString('hex')}`;
  throw new Error(`a value of an unexpected kind (${Object.prototype.toString.call(value)})`);
}

function hashRow(hash: Hash, row: unknown[]): void {
  hash.update(row.map(normalisedValue).join(','));
  hash.update('\n');
}

function sourceTables(source: Db): SourceTable[] {
  const names = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
    .pluck().all() as string[]).filter((name) => name !== MIGRATION_TABLE);
  return names.map((name) => {
    if (!IDENTIFIER.test(name)) throw new CopyRefused(`The SQLite table "${name}" has a name the copy does not handle`);
    const info = source.prepare(`PRAGMA table_info(${quote(name)})`).all() as { name: string; pk: number }[];
    const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    const references = (source.prepare(`PRAGMA foreign_key_list(${quote(name)})`).all() as { table: string }[]).map((fk) => fk.table);
    const columns = info.map((c) => c.name);
    return { name, columns, orderBy: key.length > 0 ? key : columns, references: [...new Set(references)].filter((t) => t !== name) };
  });
}

/** Tables in an order where each comes after the tables it references (PRAGMA foreign_key_list), ties by name. */
export function foreignKeyOrder<T extends { name: string; references: string[] }>(tables: T[]): T[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const ordered: T[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()].filter((t) => t.references.every((r) => !pending.has(r)));
    if (ready.length === 0) throw new CopyRefused(`The foreign keys of ${[...pending.keys()].join(', ')} form a cycle: no order copies them`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}

/** The source must be at the migrations this version of the portal has: its tables are then the target's. */
function checkSourceMigrations(source: Db): void {
  const expected = readMigrations(MIGRATION_DIRS.sqlite).map((m) => m.version);
  let applied: string[] = [];
  try {
    applied = source.prepare(`SELECT version FROM ${MIGRATION_TABLE} ORDER BY version`).pluck().all() as string[];
  } catch {
    throw new CopyRefused('The SQLite file is not a portal database (it has no schema_migrations table)');
  }
  if (applied.join() !== expected.join()) {
    throw new CopyRefused(`The SQLite database is at migrations ${applied.join(', ') || '(none)'}, this version of the portal at ${expected.join(', ')}: `
      + 'start this version of the portal on it once (it migrates at start), stop it, and copy again');
  }
}

async function targetColumns(client: pg.PoolClient): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await client.query<{ table: string; name: string; type: string; identity: boolean }>(
    `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attidentity <> '' AS identity
     FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY c.relname, a.attnum`);
  const tables = new Map<string, TargetColumn[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), { name: row.name, type: row.type, identity: row.identity }]);
  return tables;
}

/** Before migrating: a target holding tables but no schema_migrations is some other database, which the copy leaves alone. */
async function checkTargetIsPortalOrEmpty(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p', 'v') ORDER BY relname");
  const names = rows.map((r) => r.name);
  if (names.length > 0 && !names.includes(MIGRATION_TABLE)) {
    throw new CopyRefused(`The PostgreSQL database is not empty and not a portal database (it holds ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}): db:copy only copies into an empty database`);
  }
}

/** The tables the PostgreSQL migrations fill themselves (the calendar, the courses): their rows are not a deployment's. */
function tablesFilledByMigrations(): Set<string> {
  const filled = new Set<string>();
  for (const { sql } of readMigrations(MIGRATION_DIRS.postgres)) {
    for (const match of sql.matchAll(/\bINSERT\s+INTO\s+"?([a-z_][a-z0-9_]*)"?/gi)) filled.add((match[1] ?? '').toLowerCase());
  }
  return filled;
}

/** Every SQLite table needs a PostgreSQL table with the same columns; answers each table's target columns in source order. */
function matchTables(tables: SourceTable[], target: Map<string, TargetColumn[]>): Map<string, TargetColumn[]> {
  const matched = new Map<string, TargetColumn[]>();
  for (const table of tables) {
    const columns = target.get(table.name);
    if (columns === undefined) throw new CopyRefused(`The SQLite table ${table.name} has no PostgreSQL counterpart: the PostgreSQL migrations lack it`);
    const byName = new Map(columns.map((c) => [c.name, c]));
    const missing = table.columns.filter((c) => !byName.has(c));
    const extra = columns.filter((c) => !table.columns.includes(c.name)).map((c) => c.name);
    if (missing.length > 0 || extra.length > 0) {
      throw new CopyRefused(`The table ${table.name} differs between the databases (only in SQLite: ${missing.join(', ') || '-'}; only in PostgreSQL: ${extra.join(', ') || '-'})`);
    }
    matched.set(table.name, table.columns.map((c) => byName.get(c)!));
  }
  return matched;
}

/** Refuses a target holding any row a deployment wrote (the migrations' own rows are replaced by the source's). */
async function checkTargetEmpty(client: pg.PoolClient, tables: string[], filledByMigrations: Set<string>): Promise<void> {
  const holding: string[] = [];
  for (const table of tables) {
    if (filledByMigrations.has(table)) continue;
    const { rows } = await client.query<{ held: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS held`);
    if (rows[0]?.held) holding.push(table);
  }
  if (holding.length > 0) {
    const named = holding.length > 6 ? `${holding.slice(0, 6).join(', ')} and ${holding.length - 6} more tables` : holding.join(', ');
    throw new CopyRefused(`The PostgreSQL database is not empty (rows in ${named}): db:copy only copies into an empty database`);
  }
}

const TEXT_TYPES = new Set(['text', 'citext']);
/** ORDER BY in byte order on both sides: SQLite's BINARY, PostgreSQL's "C" (citext and the database's collation sort otherwise). */
const sqliteOrder = (columns: string[]) => columns.map((c) => `${quote(c)} COLLATE BINARY`).join(', ');
const postgresOrder = (columns: TargetColumn[]) => columns
  .map((c) => (TEXT_TYPES.has(c.type) || c.type.startsWith('character') ? `${quote(c.name)}::text COLLATE "C"` : quote(c.name))).join(', ');

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Buffer.isBuffer(value)) return value.length;
  return 8;
}

/** Inserts the source table's rows in batches (one array per column through unnest); answers the count and the checksum. */
async function copyRows(client: pg.PoolClient, source: Db, table: SourceTable, columns: TargetColumn[], batchRows: number): Promise<{ rows: number; checksum: string }> {
  const hash = createHash('sha256');
  const overriding = columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
  const insert = `INSERT INTO ${quote(table.name)} (${columns.map((c) => quote(c.name)).join(', ')})${overriding}
    SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
  const select = source.prepare(`SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)} ORDER BY ${sqliteOrder(table.orderBy)}`).raw(true);
  let batch: unknown[][] = columns.map(() => []);
  let batchLength = 0;
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batchLength === 0) return;
    await client.query(insert, batch);
    batch = columns.map(() => []);
    batchLength = 0;
    batchBytes = 0;
  };
  for (const row of select.iterate() as IterableIterator<unknown[]>) {
    hashRow(hash, row);
    row.forEach((value, i) => {
      batch[i]!.push(value);
      batchBytes += sizeOf(value);
    });
    batchLength += 1;
    rows += 1;
    if (batchLength >= batchRows || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return { rows, checksum: hash.digest('hex') };
}

/** Reads the copied table back in key order through a cursor (operator-size tables do not fit in memory). */
async function readBack(client: pg.PoolClient, table: SourceTable, columns: TargetColumn[], batchRows: number): Promise<{ rows: number; checksum: string }> {
  const hash = createHash('sha256');
  const byName = new Map(columns.map((c) => [c.name, c]));
  await client.query(`DECLARE copy_read_back NO SCROLL CURSOR FOR SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table.name)}
    ORDER BY ${postgresOrder(table.orderBy.map((c) => byName.get(c)!))}`);
  let rows = 0;
  for (;;) {
    const fetched = await client.query<unknown[]>({ text: `FETCH ${batchRows} FROM copy_read_back`, rowMode: 'array' });
    for (const row of fetched.rows) hashRow(hash, row);
    rows += fetched.rows.length;
    if (fetched.rows.length < batchRows) break;
  }
  await client.query('CLOSE copy_read_back');
  return { rows, checksum: hash.digest('hex') };
}

/** New rows get fresh ids: each identity sequence continues after the largest copied id (setval is not transactional: done last). */
async function resetIdentities(client: pg.PoolClient, tables: Map<string, TargetColumn[]>): Promise<void> {
  for (const [table, columns] of tables) {
    for (const column of columns.filter((c) => c.identity)) {
      await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column.name)}), 0) + 1, false) FROM ${quote(table)}`,
        [quote(table), column.name]);
    }
  }
}

/**
 * Copies every table of the SQLite portal database into the PostgreSQL store, after migrating it; refuses (CopyRefused)
 * a target holding portal rows or a table without a counterpart, and fails (CopyFailed, rolled back) at the first error
 * or difference in a table's count or checksum. The source is read in one read transaction: one consistent snapshot.
 */
export async function copyDatabase(options: CopyOptions): Promise<CopyResult> {
  const { source, target, onTable } = options;
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const clock = options.clock ?? (() => performance.now());
  if (target.pool === null) throw new CopyRefused('The target must be a PostgreSQL database (postgres://…)');
  checkSourceMigrations(source);
  const tables = foreignKeyOrder(sourceTables(source));
  await checkTargetIsPortalOrEmpty(target.pool);
  await migrate(target);
  const client = await target.pool.connect();
  const started = clock();
  let current: string | null = null;
  let committed = false;
  source.exec('BEGIN');
  try {
    const columns = matchTables(tables, await targetColumns(client));
    const filledByMigrations = tablesFilledByMigrations();
    await client.query('BEGIN');
    await checkTargetEmpty(client, tables.map((t) => t.name), filledByMigrations);
    // The migrations' reference rows give way to the source's (the same rows, or the deployment's changes to them).
    for (const table of [...tables].reverse().filter((t) => filledByMigrations.has(t.name))) await client.query(`DELETE FROM ${quote(table.name)}`);
    const copied: CopiedTable[] = [];
    for (const table of tables) {
      current = table.name;
      const tableColumns = columns.get(table.name)!;
      const written = await copyRows(client, source, table, tableColumns, batchRows);
      const read = await readBack(client, table, tableColumns, batchRows);
      if (read.rows !== written.rows) throw new CopyFailed(table.name, `${written.rows} rows in SQLite, ${read.rows} read back from PostgreSQL`);
      if (read.checksum !== written.checksum) throw new CopyFailed(table.name, `the rows read back from PostgreSQL differ from SQLite's (checksum ${read.checksum} ≠ ${written.checksum})`);
      const done = { table: table.name, rows: written.rows, checksum: written.checksum };
      copied.push(done);
      onTable?.(done);
    }
    current = null;
    await resetIdentities(client, columns);
    await client.query('COMMIT');
    committed = true;
    // Statistics and the visibility map now, not when autovacuum gets to it: a table never analysed is planned from its
    // size alone, and an insert-only table's first autovacuum reads and writes every page (at operator size 76 s, under
    // the first requests).
    await client.query('VACUUM (ANALYZE)');
    return { tables: copied, rows: copied.reduce((sum, t) => sum + t.rows, 0), milliseconds: clock() - started };
  } catch (error) {
    if (committed) throw new CopyNotVacuumed(`VACUUM (ANALYZE) failed after the copy: ${(error as Error).message}`, { cause: error });
    await client.query('ROLLBACK').catch(() => undefined);
    if (error instanceof CopyRefused || error instanceof CopyFailed) throw error;
    throw new CopyFailed(current, `${(error as Error).message}; nothing was copied`, { cause: error });
  } finally {
    source.exec('COMMIT');
    client.release();
  }
}
