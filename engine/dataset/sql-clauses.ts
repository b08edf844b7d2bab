// The parts of a dataset's SELECT a check or a migration reads: tokens, top-level clauses, lists split outside brackets.

// Tokens of an SQL expression: strings, named parameters, numbers, identifiers (maybe qualified), operators, brackets.
const TOKEN = /\s*('(?:[^']|'')*'|:[A-Za-z_]\w*|\d+(?:\.\d+)?|[A-Za-z_][\w.]*|[(),]|\|\||[-+*/%<>=!]+)/gy;

export function sqlTokens(text: string): string[] | undefined {
  const out: string[] = [];
  let end = 0;
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    out.push(m[1] as string);
    end = TOKEN.lastIndex;
  }
  return text.slice(end).trim() === '' ? out : undefined;
}

/** The text split at commas outside brackets. */
export function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && separator.test(c as string)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/** Where each top-level keyword of a SELECT starts (outside brackets and strings), in order. */
export function topLevelClauses(sql: string): { select: string; from: string; where?: string; groupBy?: string } | undefined {
  const marks: { word: string; at: number; end: number }[] = [];
  let depth = 0;
  let quoted = false;
  const words = /\b(SELECT|FROM|WHERE|GROUP\s+BY|HAVING|ORDER\s+BY|LIMIT|UNION|WINDOW)\b/iy;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /[A-Za-z]/.test(c as string) && (i === 0 || /\W/.test(sql[i - 1] as string))) {
      words.lastIndex = i;
      const m = words.exec(sql);
      if (m) {
        marks.push({ word: (m[1] as string).toUpperCase().replace(/\s+/g, ' '), at: i, end: i + m[0].length });
        i += m[0].length - 1;
      }
    }
  }
  if (marks[0]?.word !== 'SELECT' || marks.some((m) => m.word === 'UNION')) return undefined;
  const clause = (word: string) => {
    const i = marks.findIndex((m) => m.word === word);
    if (i < 0) return undefined;
    return sql.slice(marks[i]!.end, marks[i + 1]?.at ?? sql.length).trim();
  };
  const select = clause('SELECT');
  const from = clause('FROM');
  if (select === undefined || from === undefined) return undefined;
  return { select: select.replace(/^DISTINCT\s+/i, ''), from, where: clause('WHERE'), groupBy: clause('GROUP BY') };
}


/** A WHERE clause's conditions joined by AND outside brackets (a BETWEEN's own AND kept in its condition). */
export function topLevelConjuncts(where: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < where.length; i++) {
    const c = where[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /^\sAND\s/i.test(where.slice(i, i + 5))) {
      const piece = where.slice(start, i);
      if ((piece.match(/\bBETWEEN\b/gi)?.length ?? 0) > (piece.match(/\bAND\b/gi)?.length ?? 0)) continue;
      parts.push(piece.trim());
      start = i + 5;
      i += 4;
    }
  }
  parts.push(where.slice(start).trim());
  return parts;
}
