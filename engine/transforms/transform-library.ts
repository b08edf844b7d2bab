import type { Scalar, TransformJson } from '../declarations.gen';

/** One request parameter (or form payload key) with its values, as transforms see it. */
export interface ParamEntry {
  name: string;
  values: Scalar[];
  /** Sent as a JSON array of its values (form payloads), not as its first value: a role list. */
  list?: boolean;
}

/** What transforms work on: the ordered parameters and the report body's year/week. */
export interface TransformState {
  params: ParamEntry[];
  body: { year?: string; week?: string };
}

/**
 * How the server reads back what a step sent, in one pass (docs/definitions.md §8). Every op declares one kind; an op
 * without any fails `check` wherever a definition uses it.
 */
export interface TransformInverse {
  /** Text steps: the one text a sent text is read as, or undefined when these arguments lose what cannot be restored. */
  text?(t: TransformJson): ((sent: string) => string) | undefined;
  /** Steps that reshape formatted values: the shape they produce from the shape they get ("yyyy-MM-dd" → "yy-MM-dd"). */
  format?(t: TransformJson, shape: string): string;
  /** Steps that add parameters or body keys: what they are made from (rebuilt from the read values and compared). */
  rebuilt?: string;
  /** How the text inverse reads a sent value, in words for check's findings ("in upper case"). */
  readsBack?: string;
}

/** A named transform: which parameters it reads and adds (for checks), what it does, and how it is read back. */
export interface TransformOp {
  reads(t: TransformJson): string[];
  adds(t: TransformJson): string[];
  /** Only meaningful in report payloads (it writes the body's year/week). */
  reportOnly?: boolean;
  apply(t: TransformJson, state: TransformState): void;
  /** How the server decodes what it sends; optional in the type so `check` can name an op that lacks it. */
  inverse?: TransformInverse;
}

// Applies a string function to every string value of the named parameters; numbers and booleans pass through.
function eachString(t: TransformJson, state: TransformState, fn: (s: string) => string): void {
  for (const p of state.params) {
    if (t.params?.includes(p.name)) p.values = p.values.map((v) => (typeof v === 'string' ? fn(v) : v));
  }
}

const onParams = (t: TransformJson) => t.params ?? [];

// Sets (or replaces) a list parameter: the role lists of the staff forms.
function setList(state: TransformState, name: string, values: readonly string[]): void {
  const entry: ParamEntry = { name, values: [...values], list: true };
  const index = state.params.findIndex((p) => p.name === name);
  if (index >= 0) state.params[index] = entry;
  else state.params.push(entry);
}
const none = () => [];
const sameShape = (_t: TransformJson, shape: string) => shape; // case steps leave digits and hyphens alone

/** The transform library: every op a definition's x-transforms may name. */
export const transformLibrary: Record<string, TransformOp> = {
  // dropLeading drops the first `count` characters of each value of `params`
  dropLeading: {
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.slice(t.count ?? 0)),
    inverse: { format: (t, shape) => shape.slice(t.count ?? 0) }, // "yyyy-MM-dd" → "yy-MM-dd": what is dropped is lost to text
  },
  // removeChars removes every occurrence of each character of `chars` from `params`
  removeChars: {
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => [...v].filter((c) => !(t.chars ?? '').includes(c)).join('')),
    inverse: { format: (t, shape) => [...shape].filter((c) => !(t.chars ?? '').includes(c)).join('') },
  },
  // replace replaces every occurrence of `search` with `replacement` in `params`
  replace: {
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.split(t.search ?? '').join(t.replacement ?? '')),
    inverse: {
      // "Ovrigt" is read as "Övrigt"; a replacement by nothing cannot say where the search text stood.
      text: (t) => (t.replacement ? (sent) => sent.split(t.replacement ?? '').join(t.search ?? '') : undefined),
      format: (t, shape) => shape.split(t.search ?? '').join(t.replacement ?? ''),
    },
  },
  // upperCase upper-cases `params`
  upperCase: {
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.toUpperCase()),
    inverse: { text: () => (sent) => sent.toLowerCase(), format: sameShape, readsBack: 'in lower case' },
  },
  // lowerCase lower-cases `params`
  lowerCase: {
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.toLowerCase()),
    inverse: { text: () => (sent) => sent.toUpperCase(), format: sameShape, readsBack: 'in upper case' },
  },
  // copy sets parameter `to` to the values of parameter `from` (appended when `to` is not sent yet)
  copy: {
    reads: (t) => [t.from ?? ''], adds: (t) => [t.to ?? ''],
    inverse: { rebuilt: 'the value of `from`' },
    apply: (t, s) => {
      const source = s.params.find((p) => p.name === t.from);
      if (!source) return;
      const target = s.params.find((p) => p.name === t.to);
      if (target) target.values = [...source.values];
      else s.params.push({ name: t.to ?? '', values: [...source.values] });
    },
  },
  // rolesFromFlag sets list parameter `to` to `whenTrue` when checkbox `from` is ticked, else to `whenFalse` (extended permission → SALJPLUS, else SALJARE)
  rolesFromFlag: {
    reads: (t) => [t.from ?? ''], adds: (t) => [t.to ?? ''],
    inverse: { rebuilt: 'the checkbox `from`' },
    apply: (t, s) => {
      const ticked = s.params.find((p) => p.name === t.from)?.values[0] === true;
      setList(s, t.to ?? '', (ticked ? t.whenTrue : t.whenFalse) ?? []);
    },
  },
  // setList sets list parameter `to` to the strings `values` (economy-authorised users get EKONOMI)
  setList: {
    reads: none, adds: (t) => [t.to ?? ''],
    inverse: { rebuilt: 'the fixed `values`' },
    apply: (t, s) => setList(s, t.to ?? '', t.values ?? []),
  },
  // splitYearWeek sets the body's year to the first 2 characters of `param` (yyvv) and week to the rest
  splitYearWeek: {
    reads: (t) => [t.param ?? ''], adds: none, reportOnly: true,
    inverse: { rebuilt: 'the value of `param`' },
    apply: (t, s) => {
      const value = s.params.find((p) => p.name === t.param)?.values[0];
      if (typeof value !== 'string' || value.length < 3) return; // yyvv; anything shorter has no week
      s.body.year = value.slice(0, 2);
      s.body.week = value.slice(2);
    },
  },
};
