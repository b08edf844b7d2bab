/**
 * The most characters (code points) a whole value may have to match a pattern, read from the pattern itself: a field
 * whose only length rule is its pattern (a terminal parameter's `^[A-Za-z ]{1,32}$`) gets an input that stops there.
 * Conservative: undefined unless the pattern is anchored at both ends (^…$, or \A…\z) with no top-level |, and every
 * construct is understood; unbounded repetition (* + {n,}) gives undefined too. Never smaller than the truth.
 */
export function longestMatch(pattern: string): number | undefined {
  const chars = Array.from(pattern);
  const startsAnchored = chars[0] === '^' || (chars[0] === '\\' && chars[1] === 'A');
  const last = chars.length - 1;
  const endsAnchored = (chars[last] === '$' || (chars[last] === 'z' && chars[last - 1] === '\\')) && !escaped(chars, chars[last] === '$' ? last : last - 1);
  if (!startsAnchored || !endsAnchored) return undefined;
  try {
    const parser = new Parser(chars);
    const { length, branches } = parser.alternation();
    if (parser.at < chars.length || branches > 1 || parser.multiline) return undefined;
    return Number.isFinite(length) ? length : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}

// True when the character at `index` is preceded by an odd number of backslashes.
function escaped(chars: readonly string[], index: number): boolean {
  let n = 0;
  for (let i = index - 1; i >= 0 && chars[i] === '\\'; i--) n++;
  return n % 2 === 1;
}

// Zero-width escapes; the others (\d, \w, \., \pL …) match one character.
const ZERO_WIDTH_ESCAPES = new Set(['A', 'z', 'b', 'B']);

class Parser {
  at = 0;
  multiline = false;
  constructor(private readonly chars: readonly string[]) {}

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private next(): string {
    const c = this.chars[this.at++];
    if (c === undefined) throw new Unsupported();
    return c;
  }

  /** Branches separated by | up to a ) or the end: the longest branch. */
  alternation(): { length: number; branches: number } {
    let length = this.sequence();
    let branches = 1;
    while (this.peek() === '|') {
      this.at++;
      length = Math.max(length, this.sequence());
      branches++;
    }
    return { length, branches };
  }

  private sequence(): number {
    let total = 0;
    while (this.at < this.chars.length && this.peek() !== '|' && this.peek() !== ')') total += this.quantified(this.atom());
    return total;
  }

  private atom(): number {
    const c = this.next();
    if (c === '^' || c === '$') return 0;
    if (c === '.') return 1;
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '(') return this.group();
    if (c === '*' || c === '+' || c === '?' || c === ')') throw new Unsupported();
    return 1;
  }

  private escape(): number {
    const c = this.next();
    if (ZERO_WIDTH_ESCAPES.has(c)) return 0;
    if (c === 'Q' || /[0-9]/.test(c)) throw new Unsupported(); // \Q…\E literals, backreferences and octal: not read
    if ((c === 'p' || c === 'P' || c === 'x') && this.peek() === '{') this.skipPast('}');
    else if (c === 'x') this.at += 2;
    else if (c === 'p' || c === 'P') this.at += 1; // \pL: a one-letter class name
    return 1;
  }

  private skipPast(end: string): void {
    while (this.next() !== end);
  }

  private charClass(): number {
    if (this.peek() === '^') this.at++;
    if (this.peek() === ']') this.at++; // a ] first is a literal
    for (;;) {
      const c = this.next();
      if (c === ']') return 1;
      if (c === '\\') {
        const e = this.next();
        if ((e === 'p' || e === 'P' || e === 'x') && this.peek() === '{') this.skipPast('}');
      } else if (c === '[' && this.peek() === ':') {
        this.skipPast(']'); // [:alpha:]
      }
    }
  }

  private group(): number {
    if (this.peek() === '?') {
      this.at++;
      if (this.peek() === 'P' || this.peek() === '<') {
        this.skipPast('>'); // a named group
      } else {
        let flags = '';
        while (this.peek() !== ':' && this.peek() !== ')') flags += this.next();
        if (!/^[imsU-]*$/.test(flags)) throw new Unsupported();
        if (flags.split('-')[0]!.includes('m')) this.multiline = true;
        if (this.next() === ')') return 0; // flags only
      }
    }
    const { length } = this.alternation();
    if (this.next() !== ')') throw new Unsupported();
    return length;
  }

  /** The atom's length times its repetition's upper bound (Infinity when unbounded); a lazy ? after it changes nothing. */
  private quantified(length: number): number {
    const c = this.peek();
    let times = 1;
    if (c === '*' || c === '+') {
      this.at++;
      times = Number.POSITIVE_INFINITY;
    } else if (c === '?') {
      this.at++;
    } else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.at, this.at + 24).join(''));
      if (!match) return length; // not a repetition: RE2 reads { as a literal, counted by the next atom
      this.at += Array.from(match[0]).length;
      times = match[2] === undefined ? Number(match[1]) : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
    } else {
      return length;
    }
    if (this.peek() === '?') this.at++;
    return length === 0 ? 0 : length * times;
  }
}
