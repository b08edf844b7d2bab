import { type Scalar, type Values, isSet } from '../conditions/condition';
import { evaluateCondition } from '../conditions/evaluate-condition';
import type { EngineContext } from '../context/engine-context';
import type { Definition, FieldModel } from '../model/definition';
import { applyTransforms } from '../transforms/apply-transforms';
import { transformLibrary } from '../transforms/transform-library';
import { isVisibleTo } from '../access/access-rule';

// Guards the search over unsent fields (each unsent checkbox or choice doubles it); real definitions have one or two.
const MAX_ASSIGNMENTS = 256;

// The sent value of a field as its own type: "true" of a checkbox is true, "12" of an integer field is 12.
function typed(f: FieldModel, raw: string): Scalar {
  if (f.schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if ((f.schema.type === 'integer' || f.schema.type === 'number') && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

// Values a transformed parameter may have been made from: each option, a date shortened to yymmdd/yyyymmdd, what the
// transforms on it give as their inverse (lowerCase: the text upper-cased), the text as sent.
function preimages(def: Definition, f: FieldModel, raw: string): Scalar[] {
  const found: Scalar[] = (f.options ?? []).map((o) => o.value);
  for (const t of def.transforms) {
    const op = transformLibrary[t.op];
    if (op?.inverse && op.reads(t).includes(f.param)) found.push(...op.inverse(t, raw));
  }
  const digits = /^\d{6}$/.test(raw) ? `20${raw}` : /^\d{8}$/.test(raw) ? raw : undefined;
  if (f.unit === 'date' && digits) found.push(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
  return [...found, typed(f, raw)]; // as sent last: an option that a transform maps onto the text wins over the text
}

/**
 * The form value a sent parameter came from: the first candidate that the definition's transforms turn into exactly
 * the sent text ("240314" ← "2024-03-14", "Ovrigt" ← "Övrigt"); when none does, the text as sent (then the round trip
 * or validation reports it).
 */
export function decodeValue(def: Definition, f: FieldModel, raw: string, values: Values): Scalar {
  for (const candidate of preimages(def, f, raw)) {
    const { params } = applyTransforms(def.transforms, [{ name: f.param, values: [candidate] }], { ...values, [f.name]: candidate });
    const sent = params.find((p) => p.name === f.param)?.values[0];
    if (sent !== undefined && String(sent) === raw) return candidate;
  }
  return typed(f, raw);
}

// Values an unsent field (x-submit: false) may have held: its default first, then its choices, then unset.
function unsentCandidates(f: FieldModel): (Scalar | undefined)[] {
  const choices: (Scalar | undefined)[] = f.schema.type === 'boolean' ? [false, true] : (f.options ?? []).map((o) => o.value);
  return [...new Set([f.schema.default, ...choices, undefined])];
}

/**
 * Every assignment of form values that could have produced the sent parameters, in visibility order: a visible sent
 * field takes its parameter (decoded); an unsent field is tried with each value it could hold. The caller keeps the
 * first assignment whose rebuilt payload equals the sent one.
 */
export function* reconstructValues(def: Definition, sent: Map<string, string>, ctx: EngineContext): Generator<Values> {
  let produced = 0;
  function* walk(i: number, values: Values, used: Set<string>): Generator<Values> {
    if (produced >= MAX_ASSIGNMENTS) return;
    const f = def.visibilityOrder[i];
    if (!f) {
      produced += 1;
      yield values;
      return;
    }
    const visible = isVisibleTo(f.visibleTo, ctx.roles, ctx.segment) && (!f.condition || evaluateCondition(f.condition, values));
    if (!visible) return yield* walk(i + 1, values, used);
    if (f.submit) {
      const raw = used.has(f.param) ? undefined : sent.get(f.param);
      if (raw === undefined) return yield* walk(i + 1, values, used);
      return yield* walk(i + 1, { ...values, [f.name]: decodeValue(def, f, raw, values) }, new Set([...used, f.param]));
    }
    for (const candidate of unsentCandidates(f)) {
      yield* walk(i + 1, isSet(candidate) ? { ...values, [f.name]: candidate } : values, used);
    }
  }
  yield* walk(0, {}, new Set());
}
