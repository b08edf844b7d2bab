import { type Values, isSet } from '../conditions/condition';
import { evaluateCondition } from '../conditions/evaluate-condition';
import { type ParamEntry, type TransformState, transformLibrary } from './transform-library';
import type { TransformJson } from '../declarations.gen';

/** Runs a definition's transforms in order on copies of the parameters; `when` is tested on the visible values. */
export function applyTransforms(transforms: TransformJson[], params: ParamEntry[], visible: Values): TransformState {
  const state: TransformState = { params: params.map((p) => ({ ...p, values: [...p.values] })), body: {} };
  for (const t of transforms) {
    if (t.when && !evaluateCondition(t.when, visible)) continue;
    const op = transformLibrary[t.op];
    if (!op) throw new Error(`unknown transform "${t.op}"`); // checkDefinition reports this before any use
    op.apply(t, state);
  }
  // A value a transform emptied is as unset as one never filled in: dropped like the rest.
  state.params = state.params.map((p) => ({ ...p, values: p.values.filter(isSet) })).filter((p) => p.values.length > 0);
  return state;
}
