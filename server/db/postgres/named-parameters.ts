// A dataset's SQL names its parameters (:fromDate); PostgreSQL numbers them ($1). One translation, shared by every caller.

// A string literal (kept as it is), PostgreSQL's :: cast (kept), or a named parameter.
const PIECE = /'(?:[^']|'')*'|::|:([A-Za-z_]\w*)/g;

/** The SQL with each :name as $n (the same name, the same n, numbered in order of first use) and the names in that order. */
export function toPositionalParameters(sql: string): { text: string; names: string[] } {
  const names: string[] = [];
  const text = sql.replace(PIECE, (piece, name: string | undefined) => {
    if (name === undefined) return piece;
    const at = names.indexOf(name);
    if (at >= 0) return `$${at + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  return { text, names };
}

/** The values in the order toPositionalParameters numbered them; a name without a value is a programming error. */
export function positionalValues(names: string[], values: Record<string, unknown>): unknown[] {
  return names.map((name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`No value for the SQL parameter :${name}`);
    return values[name];
  });
}
