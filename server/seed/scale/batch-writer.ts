// Buffered multi-row INSERTs through Kysely, so the same code fills SQLite and PostgreSQL: each table's rows are sent a
// few thousand at a time, below both databases' limit of bound parameters per statement. Kysely compiles the statement
// once per table and row count (in the store's dialect); the rows are bound as one flat list of values.
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';

/** SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535: the lower bound serves both. */
const MAX_PARAMETERS = 32_766;
/** Rows per statement at most: larger statements gain nothing and hold more memory. */
const MAX_ROWS = 5_000;

export type Executor = Kysely<Database> | Transaction<Database>;
type Value = string | number | null;

/** Rows and time spent inserting them, per table. */
export type TableFigures = Record<string, { rows: number; ms: number }>;

/** One table's buffer: `add` takes the values in `columns` order (as the demo generators emit them). */
export interface TableBuffer {
  add(...values: Value[]): void;
}

export interface BatchWriter {
  table<T extends keyof Database & string>(name: T, columns: ReadonlyArray<keyof Database[T] & string>): TableBuffer;
  /** Sends what every buffer holds; call before the transaction that holds `executor` commits. */
  flush(): Promise<void>;
  readonly figures: TableFigures;
}

/**
 * A writer on `executor` (a transaction, or the store's Kysely): `add` buffers a row, and a full buffer is sent by the
 * next `drain()`/`flush()` (the generators are synchronous callbacks, so sending waits for the caller's next await).
 */
export function createBatchWriter(figures: TableFigures = {}): BatchWriter & { on(executor: Executor): void; drain(): Promise<void> } {
  let executor: Executor | undefined;
  interface Buffer { name: keyof Database & string; columns: readonly string[]; limit: number; values: Value[]; statements: Map<number, string> }
  const buffers: Buffer[] = [];

  // Building the query object per batch cost more than the insert itself; the SQL text only depends on the row count.
  function statementFor(buffer: Buffer, rows: number, on: Executor): string {
    let text = buffer.statements.get(rows);
    if (text === undefined) {
      const row = Object.fromEntries(buffer.columns.map((column) => [column, null]));
      text = on.insertInto(buffer.name).values(Array.from({ length: rows }, () => row) as Insertable<Database[typeof buffer.name]>[]).compile().sql;
      buffer.statements.set(rows, text);
    }
    return text;
  }

  async function send(buffer: Buffer): Promise<void> {
    if (buffer.values.length === 0) return;
    if (executor === undefined) throw new Error('BatchWriter: no executor (call on() first)');
    const width = buffer.columns.length;
    const values = buffer.values;
    buffer.values = [];
    const started = performance.now();
    for (let i = 0; i < values.length; i += buffer.limit * width) {
      const chunk = values.slice(i, i + buffer.limit * width);
      await executor.executeQuery(CompiledQuery.raw(statementFor(buffer, chunk.length / width, executor), chunk));
    }
    const entry = (figures[buffer.name] ??= { rows: 0, ms: 0 });
    entry.rows += values.length / width;
    entry.ms += performance.now() - started;
  }

  return {
    figures,
    on(next: Executor) {
      executor = next;
    },
    table(name, columns) {
      const buffer: Buffer = { name, columns, limit: Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)), values: [], statements: new Map() };
      buffers.push(buffer);
      return {
        add(...values: Value[]) {
          if (values.length !== columns.length) throw new Error(`${name}: ${values.length} values for ${columns.length} columns`);
          for (const value of values) buffer.values.push(value);
        },
      };
    },
    /** Sends the buffers that hold at least one statement's worth of rows. */
    async drain() {
      for (const buffer of buffers) if (buffer.values.length >= buffer.limit * buffer.columns.length) await send(buffer);
    },
    async flush() {
      for (const buffer of buffers) await send(buffer);
    },
  };
}
