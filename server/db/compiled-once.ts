import type { Compilable, CompiledQuery } from 'kysely';
import type { Store } from './store.js';

// A value no caller sends (a NUL character is refused at the edge: server/plugins/control-characters.ts).
const placeholder = (index: number) => `\u0000compiled-once:${index}\u0000`;

/** A name per text: PostgreSQL keeps a prepared statement per connection by name, and a name must keep its text. */
const preparedNames = new Map<string, string>();

/**
 * A query of a hot path built and compiled by Kysely once, then run with each call's string arguments in place of the
 * placeholders it was built with: building and compiling cost 0.1–0.25 ms a query, more than SQLite's run of it
 * (bench:peak, the API guard's read at every request). The SQL and its plan are those of the query as written. On
 * PostgreSQL it runs as a named prepared statement: parsing and planning it cost its backend as much as running it.
 */
export function compiledOnce<Row, Args extends string[]>({ db, pool }: Pick<Store, 'db' | 'pool'>, build: (...args: Args) => Compilable<Row>): (...args: Args) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: number[][]; name: string } | undefined;
  return async (...args: Args) => {
    if (compiled === undefined) {
      const query = build(...(args.map((_, index) => placeholder(index)) as Args)).compile();
      const slots = args.map((_, index) => query.parameters.flatMap((value, at) => (value === placeholder(index) ? [at] : [])));
      if (slots.some((at) => at.length === 0)) throw new Error(`compiledOnce: an argument is not a parameter of ${query.sql}`);
      if (!preparedNames.has(query.sql)) preparedNames.set(query.sql, `portal_hot_${preparedNames.size + 1}`);
      compiled = { query, slots, name: preparedNames.get(query.sql)! };
    }
    const parameters = [...compiled.query.parameters];
    compiled.slots.forEach((at, index) => { for (const position of at) parameters[position] = args[index]; });
    // pg's own named query (the config object), as Kysely would send it otherwise: the same pool, text and values.
    if (pool !== null) return (await pool.query({ name: compiled.name, text: compiled.query.sql, values: parameters })).rows as Row[];
    return (await db.executeQuery<Row>({ ...compiled.query, parameters })).rows;
  };
}
