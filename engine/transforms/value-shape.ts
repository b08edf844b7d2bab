/**
 * Shapes: the fixed layout of a formatted value ("yyyy-MM-dd" for a date), made of the parts yyyy, yy, MM, dd, ww and
 * literal characters. A step that reshapes values (dropLeading 2, removeChars "-") turns "yyyy-MM-dd" into "yyMMdd";
 * the server reads a sent "240301" by that shape and writes the parts back in the field's own shape: "2024-03-01".
 */
type Part = 'yyyy' | 'yy' | 'MM' | 'dd' | 'ww';
type Piece = { part: Part } | { literal: string };

const PARTS: readonly string[] = ['yyyy', 'yy', 'MM', 'dd', 'ww'];
const PART_LETTERS = /[yMdw]/;

// A shape's pieces: each run of one part letter must be a whole part ("y-MM-dd" has none for its "y").
function piecesOf(shape: string): Piece[] | undefined {
  const pieces: Piece[] = [];
  for (let i = 0; i < shape.length; ) {
    const ch = shape[i] as string;
    let end = i + 1;
    if (PART_LETTERS.test(ch)) while (shape[end] === ch) end += 1;
    const run = shape.slice(i, end);
    if (PART_LETTERS.test(ch)) {
      if (!PARTS.includes(run)) return undefined;
      pieces.push({ part: run as Part });
    } else pieces.push({ literal: run });
    i = end;
  }
  return pieces;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// A part of the field's shape from the parts read: yyyy from yy is 20yy (the portal's years are 2000–2099, as for weeks).
function partFrom(part: Part, read: Map<Part, string>): string | undefined {
  if (part === 'yyyy') return read.get('yyyy') ?? (read.has('yy') ? `20${read.get('yy')}` : undefined);
  if (part === 'yy') return read.get('yy') ?? read.get('yyyy')?.slice(2);
  return read.get(part);
}

/** Why values of shape `produced` cannot be read back into shape `original`, or undefined when they can. */
export function unreadableShape(produced: string, original: string): string | undefined {
  const [made, wanted] = [piecesOf(produced), piecesOf(original)];
  if (!made || !wanted) return `the shape "${produced}" is not made of whole parts (yyyy, yy, MM, dd, ww)`;
  const read = new Map(made.flatMap((p) => ('part' in p ? [[p.part, '00'] as const] : [])));
  const lost = wanted.find((p) => 'part' in p && partFrom(p.part, read) === undefined);
  if (lost && 'part' in lost) return `the shape "${produced}" has lost the ${lost.part} of "${original}"`;
  const parts = made.filter((p) => 'part' in p).map((p) => (p as { part: Part }).part);
  if (new Set(parts).size !== parts.length) return `the shape "${produced}" names a part twice`;
  return undefined;
}

/**
 * A sent text read by the shape the steps produced and written in the field's own shape ("240301" by "yyMMdd" →
 * "2024-03-01"), or undefined when it does not have that shape. One anchored match of fixed-width parts: linear.
 */
export function readShape(sent: string, produced: string, original: string): string | undefined {
  const [made, wanted] = [piecesOf(produced), piecesOf(original)];
  if (!made || !wanted) return undefined;
  const pattern = made.map((p) => ('part' in p ? `(\\d{${p.part.length}})` : escape(p.literal))).join('');
  const match = new RegExp(`^${pattern}$`).exec(sent);
  if (!match) return undefined;
  const read = new Map<Part, string>();
  let group = 1;
  for (const p of made) if ('part' in p) read.set(p.part, match[group++] as string);
  let out = '';
  for (const p of wanted) {
    if ('literal' in p) out += p.literal;
    else {
      const value = partFrom(p.part, read);
      if (value === undefined) return undefined;
      out += value;
    }
  }
  return out;
}
