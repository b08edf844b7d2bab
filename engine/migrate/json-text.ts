// Format-preserving rewrites of a JSON file (issue 40 §4): the text is parsed with the positions of every value, the
// migrated JSON is compared with the original structurally, and only the values that differ are rewritten in place
// (a key added after its neighbour, a key removed with its comma), so a migration's diff is its changes' lines only.

type Node =
  | { kind: 'object'; start: number; end: number; entries: { key: string; keyStart: number; value: Node }[] }
  | { kind: 'array'; start: number; end: number; items: Node[] }
  | { kind: 'scalar'; start: number; end: number };

/** Parses JSON text into nodes with their [start, end) offsets; throws on what JSON.parse would refuse. */
function parseNode(text: string): Node {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected ${text[i] ?? 'end'} at offset ${i}`);
  };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (text[i++] !== '"') fail();
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Node => {
    space();
    const start = i;
    if (text[i] === '{') {
      i++;
      const entries: { key: string; keyStart: number; value: Node }[] = [];
      space();
      while (text[i] !== '}') {
        if (entries.length) {
          if (text[i++] !== ',') fail();
          space();
        }
        const keyStart = i;
        if (text[i] !== '"') fail();
        const key = string();
        space();
        if (text[i++] !== ':') fail();
        entries.push({ key, keyStart, value: value() });
        space();
      }
      return { kind: 'object', start, end: ++i, entries };
    }
    if (text[i] === '[') {
      i++;
      const items: Node[] = [];
      space();
      while (text[i] !== ']') {
        if (items.length) {
          if (text[i++] !== ',') fail();
        }
        items.push(value());
        space();
      }
      return { kind: 'array', start, end: ++i, items };
    }
    if (text[i] === '"') string();
    else {
      const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(text.slice(i));
      if (!m) fail();
      i += m![0].length;
    }
    return { kind: 'scalar', start, end: i };
  };
  const root = value();
  space();
  if (i !== text.length) fail();
  return root;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which of `before`'s items `after` keeps when it is `before` with some items removed and others appended at its end
 * (in order, unchanged); undefined for any other change.
 */
function keptItems(before: unknown[], after: unknown[]): boolean[] | undefined {
  const kept = before.map(() => false);
  let a = 0;
  before.forEach((item, b) => {
    if (a < after.length && same(item, after[a])) {
      kept[b] = true;
      a++;
    }
  });
  return a > 0 || before.length === 0 ? kept : undefined;
}

/**
 * `updated` written into `text` (the JSON `original` was parsed from) with the fewest changed lines: unchanged values
 * keep their text; `format(value, indent, key)` writes a new value as the file's style does at that indentation.
 */
export function rewriteJsonText(text: string, original: unknown, updated: unknown, format: (value: unknown, indent: string, key?: string) => string): string {
  const edits: { from: number; to: number; text: string }[] = [];
  /** The indentation of the line the offset is on. */
  const indentAt = (offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];
  const walk = (node: Node, before: unknown, after: unknown, key?: string): void => {
    if (same(before, after)) return;
    // A one-line object or array that gains members is written anew (by format, on one line if it fits): one line either way.
    const oneLine = !text.slice(node.start, node.end).includes('\n');
    if (node.kind === 'object' && isObject(before) && isObject(after)) {
      const kept = node.entries.filter((e) => e.key in after);
      const keptOrder = Object.keys(after).filter((k) => k in before);
      const grows = keptOrder.length < Object.keys(after).length;
      if ((kept.length > 0 || node.entries.length === 0) && kept.map((e) => e.key).join('\0') === keptOrder.join('\0') && !(oneLine && grows)) {
        return objectEdits(node, before, after);
      }
    }
    if (node.kind === 'array' && Array.isArray(before) && Array.isArray(after)) {
      if (before.length === after.length) {
        node.items.forEach((item, n) => walk(item, before[n], after[n]));
        return;
      }
      const kept = keptItems(before, after);
      if (kept && !(oneLine && after.length > kept.filter(Boolean).length)) return arrayEdits(node, after, kept);
    }
    edits.push({ from: node.start, to: node.end, text: format(after, indentAt(node.start), key) });
  };
  const objectEdits = (node: Extract<Node, { kind: 'object' }>, before: Record<string, unknown>, after: Record<string, unknown>) => {
    const multiline = text.slice(node.start, node.end).includes('\n');
    const first = node.entries[0];
    const inner = first ? indentAt(first.keyStart) : `${indentAt(node.start)}  `;
    const separator = multiline ? `,\n${inner}` : ', ';
    removeUnkept(node.entries.map((e) => ({ start: e.keyStart, end: e.value.end })), node.entries.map((e) => e.key in after));
    for (const entry of node.entries) if (entry.key in after) walk(entry.value, before[entry.key], after[entry.key], entry.key);
    let anchor: number | undefined; // where the text of the key before the next added one ends
    let atStart = true;
    for (const [key, value] of Object.entries(after)) {
      const entry = node.entries.find((e) => e.key === key);
      const written = `${JSON.stringify(key)}: ${format(value, inner, key)}`;
      if (entry) {
        anchor = entry.value.end;
        atStart = false;
      } else if (atStart) {
        edits.push(first
          ? { from: first.keyStart, to: first.keyStart, text: `${written}${separator}` }
          : { from: node.start + 1, to: node.start + 1, text: multiline ? `\n${inner}${written}\n${indentAt(node.start)}` : ` ${written} ` });
      } else {
        edits.push({ from: anchor!, to: anchor!, text: `${separator}${written}` });
      }
    }
  };
  // Items appended or removed (a golden example added, a column dropped): the others keep their text.
  const arrayEdits = (node: Extract<Node, { kind: 'array' }>, after: unknown[], kept: boolean[]) => {
    const multiline = text.slice(node.start, node.end).includes('\n');
    const inner = node.items[0] ? indentAt(node.items[0].start) : `${indentAt(node.start)}  `;
    const separator = multiline ? `,\n${inner}` : ', ';
    removeUnkept(node.items, kept);
    const last = node.items.findLast((_, n) => kept[n]);
    const added = after.slice(kept.filter(Boolean).length).map((value) => `${separator}${format(value, inner)}`).join('');
    if (!added) return;
    if (last) edits.push({ from: last.end, to: last.end, text: added });
    else edits.push({ from: node.start, to: node.end, text: format(after, indentAt(node.start)) });
  };
  /** Removes the members (keys with their values, or items) not kept, each with the comma before it; one is kept. */
  const removeUnkept = (spans: { start: number; end: number }[], kept: boolean[]) => {
    const first = kept.indexOf(true);
    if (first > 0) edits.push({ from: spans[0]!.start, to: spans[first]!.start, text: '' }); // the leading ones with the comma after them
    spans.forEach((span, n) => {
      if (n > first && !kept[n]) edits.push({ from: spans[n - 1]!.end, to: span.end, text: '' });
    });
  };
  walk(parseNode(text), original, updated);
  // From the end; at one offset a removal before the inserts, and the inserts in their order.
  const ordered = edits.map((e, n) => ({ ...e, n })).sort((a, b) => b.from - a.from || b.to - a.to || b.n - a.n);
  let out = text;
  for (const e of ordered) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}
