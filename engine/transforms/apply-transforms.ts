import { type Values, isSet } from '../conditions/condition';
import { evaluateCondition } from '../conditions/evaluate-condition';
import { coverageRecorder } from '../context/engine-scope';
import { coverageKeys } from '../context/coverage-keys';
import { type ParamEntry, type TransformState, transformLibrary } from './transform-library';
import type { TransformJson } from '../declarations.gen';

/** Runs a definition's transforms in order on copies of the parameters; `when` is tested on the visible values. */
export function applyTransforms(transforms: TransformJson[], params: ParamEntry[], visible: Values): TransformState {
  const state: TransformState = { params: params.map((p) => ({ ...p, values: [...p.values] })), body: {} };
  const coverage = coverageRecorder();
  for (const [step, t] of transforms.entries()) {
    const holds = !t.when || evaluateCondition(t.when, visible);
    if (t.when) coverage?.hit(coverageKeys.when(step, holds));
    if (!holds) continue;
    const op = transformLibrary[t.op];
    if (!op) throw new Error(`unknown transform "${t.op}"`); // checkDefinition reports this before any use
    const before = coverage && JSON.stringify(state);
    op.apply(t, state);
    // A step is exercised when it changed what is sent, not merely ran over parameters it leaves as they are.
    if (coverage && JSON.stringify(state) !== before) coverage.hit(coverageKeys.transform(step));
  }
  // A value a transform emptied is as unset as one never filled in: dropped like the rest.
  state.params = state.params.map((p) => ({ ...p, values: p.values.filter(isSet) })).filter((p) => p.values.length > 0);
  return state;
}
