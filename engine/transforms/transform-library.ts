import type { Scalar } from '../conditions/condition';
import type { TransformJson } from '../model/definition-json';

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

/** A named transform: which parameters it reads and adds (for checks), and what it does. */
export interface TransformOp {
  /** One line for docs and check messages. */
  doc: string;
  reads(t: TransformJson): string[];
  adds(t: TransformJson): string[];
  /** Only meaningful in report payloads (it writes the body's year/week). */
  reportOnly?: boolean;
  apply(t: TransformJson, state: TransformState): void;
  /** Texts a sent value may have been before this step (the server's body check tries them): its inverse. */
  inverse?(t: TransformJson, sent: string): string[];
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

/** The transform library: every op a definition's x-transforms may name. */
export const transformLibrary: Record<string, TransformOp> = {
  dropLeading: {
    doc: 'drops the first `count` characters of each value of `params`',
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.slice(t.count ?? 0)),
  },
  removeChars: {
    doc: 'removes every occurrence of each character of `chars` from `params`',
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => [...v].filter((c) => !(t.chars ?? '').includes(c)).join('')),
  },
  replace: {
    doc: 'replaces every occurrence of `search` with `replacement` in `params`',
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.split(t.search ?? '').join(t.replacement ?? '')),
  },
  upperCase: {
    doc: 'upper-cases `params`',
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.toUpperCase()),
    inverse: (_t, sent) => [sent.toLowerCase()],
  },
  lowerCase: {
    doc: 'lower-cases `params`',
    reads: onParams, adds: none,
    apply: (t, s) => eachString(t, s, (v) => v.toLowerCase()),
    inverse: (_t, sent) => [sent.toUpperCase()],
  },
  copy: {
    doc: 'sets parameter `to` to the values of parameter `from` (appended when `to` is not sent yet)',
    reads: (t) => [t.from ?? ''], adds: (t) => [t.to ?? ''],
    apply: (t, s) => {
      const source = s.params.find((p) => p.name === t.from);
      if (!source) return;
      const target = s.params.find((p) => p.name === t.to);
      if (target) target.values = [...source.values];
      else s.params.push({ name: t.to ?? '', values: [...source.values] });
    },
  },
  rolesFromFlag: {
    doc: 'sets list parameter `to` to `whenTrue` when checkbox `from` is ticked, else to `whenFalse` (extended permission → SALJPLUS, else SALJARE)',
    reads: (t) => [t.from ?? ''], adds: (t) => [t.to ?? ''],
    apply: (t, s) => {
      const ticked = s.params.find((p) => p.name === t.from)?.values[0] === true;
      setList(s, t.to ?? '', (ticked ? t.whenTrue : t.whenFalse) ?? []);
    },
  },
  setList: {
    doc: 'sets list parameter `to` to the strings `values` (economy-authorised users get EKONOMI)',
    reads: none, adds: (t) => [t.to ?? ''],
    apply: (t, s) => setList(s, t.to ?? '', t.values ?? []),
  },
  splitYearWeek: {
    doc: "sets the body's year to the first 2 characters of `param` (yyvv) and week to the rest",
    reads: (t) => [t.param ?? ''], adds: none, reportOnly: true,
    apply: (t, s) => {
      const value = s.params.find((p) => p.name === t.param)?.values[0];
      if (typeof value !== 'string' || value.length < 3) return; // yyvv; anything shorter has no week
      s.body.year = value.slice(0, 2);
      s.body.week = value.slice(2);
    },
  },
};
