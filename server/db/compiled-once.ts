import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables.js';

// A value no caller sends (a NUL character is refused at the edge: server/plugins/control-characters.ts).
const placeholder = (index: number) => `\u0000compiled-once:${index}\u0000`;

/** The texts compiledOnce made, by the name PostgreSQL prepares each under (openPostgresPool's clients). */
const preparedNames = new Map<string, string>();

/** The name a hot query's text runs under as a prepared statement (parsed and planned once per connection), if it is one. */
export function preparedNameOf(text: string): string | undefined {
  return preparedNames.get(text);
}

/**
 * A query of a hot path built and compiled by Kysely once, then run with each call's string arguments in place of the
 * placeholders it was built with: building and compiling cost ~0.25 ms a query, as much as SQLite's run of it
 * (bench:peak, the API guard's read at every request). The SQL and its plan are those of the query as written. On
 * PostgreSQL it runs as a named prepared statement: parsing and planning it cost its backend as much as running it.
 */
export function compiledOnce<Row, Args extends string[]>(db: Pick<Kysely<Database>, 'executeQuery'>, build: (...args: Args) => Compilable<Row>): (...args: Args) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: number[][] } | undefined;
  return async (...args: Args) => {
    if (compiled === undefined) {
      const query = build(...(args.map((_, index) => placeholder(index)) as Args)).compile();
      const slots = args.map((_, index) => query.parameters.flatMap((value, at) => (value === placeholder(index) ? [at] : [])));
      if (slots.some((at) => at.length === 0)) throw new Error(`compiledOnce: an argument is not a parameter of ${query.sql}`);
      compiled = { query, slots };
      if (!preparedNames.has(query.sql)) preparedNames.set(query.sql, `portal_hot_${preparedNames.size + 1}`);
    }
    const parameters = [...compiled.query.parameters];
    compiled.slots.forEach((at, index) => { for (const position of at) parameters[position] = args[index]; });
    return (await db.executeQuery<Row>({ ...compiled.query, parameters })).rows;
  };
}
