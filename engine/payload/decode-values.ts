import { type Values, isSet } from '../conditions/condition';
import { evaluateCondition } from '../conditions/evaluate-condition';
import type { EngineContext } from '../context/engine-context';
import type { Definition, FieldModel } from '../model/definition';
import { dependenciesOf } from '../model/expand-fields';
import { readBack, stepsChanging } from '../transforms/read-back';
import { isVisibleTo } from '../conditions/access-rule';
import type { Scalar } from '../declarations.gen';

// The sent value of a field as its own type: "true" of a checkbox is true, "12" of an integer field is 12.
function typed(f: FieldModel, raw: string): Scalar {
  if (f.schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if ((f.schema.type === 'integer' || f.schema.type === 'number') && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

/** The form value a sent parameter came from: the steps that changed it undone by their declared inverses. */
export function decodeValue(def: Definition, f: FieldModel, raw: string, values: Values): Scalar {
  const steps = stepsChanging(def.transforms, f.param).filter((t) => !t.when || evaluateCondition(t.when, values));
  const reading = readBack(steps, f);
  return typed(f, 'read' in reading ? reading.read(raw) : raw);
}

/**
 * An unsent field (x-submit: false, e.g. the broken-week checkbox) is read off the sent fields it reveals: the first
 * of its values (default first, then its choices, then unset) under which exactly the sent ones among them are shown.
 */
function unsentValue(def: Definition, f: FieldModel, values: Values, sent: Map<string, string>, ctx: EngineContext): unknown {
  const revealed = def.fields.filter((g) => g.submit && g.condition && dependenciesOf(g).includes(f.name) && isVisibleTo(g.visibleTo, ctx.roles, ctx.segment));
  const choices: unknown[] = f.schema.type === 'boolean' ? [false, true] : (f.options ?? []).map((o) => o.value);
  const shows = (value: unknown) => revealed.every((g) => evaluateCondition(g.condition!, isSet(value) ? { ...values, [f.name]: value } : values) === sent.has(g.param));
  // findIndex, not find: "unset" is an answer of its own, not a miss (find returned undefined for both, so the default won).
  const candidates = [f.schema.default, ...choices, undefined];
  const found = candidates.findIndex(shows);
  // Stryker disable next-line EqualityOperator: candidates[0] is the default
  return found < 0 ? f.schema.default : candidates[found];
}

/** How unsent fields are read: off what they reveal, or at their defaults (the form as it opens). */
export type UnsentReading = 'revealed' | 'default';

/**
 * The form values a report body was built from, in one pass in visibility order (no search): a shown sent field takes
 * its parameter read back through its transforms' inverses; an unsent field is read off what it reveals (or left at
 * its default). The caller rebuilds the body from these values and compares, so whatever they cannot explain is refused.
 */
export function decodeValues(def: Definition, sent: Map<string, string>, ctx: EngineContext, unsent: UnsentReading = 'revealed'): Values {
  const values: Values = {};
  const taken = new Set<string>();
  for (const f of def.visibilityOrder) {
    const shown = isVisibleTo(f.visibleTo, ctx.roles, ctx.segment) && (!f.condition || evaluateCondition(f.condition, values));
    if (!shown) continue;
    if (!f.submit) {
      const value = unsent === 'revealed' ? unsentValue(def, f, values, sent, ctx) : f.schema.default;
      if (isSet(value)) values[f.name] = value;
      continue;
    }
    const raw = taken.has(f.param) ? undefined : sent.get(f.param);
    if (raw === undefined) continue;
    taken.add(f.param);
    values[f.name] = decodeValue(def, f, raw, values);
  }
  return values;
}
