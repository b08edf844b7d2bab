import type { EngineContext } from '../context/engine-context';
import type { Definition } from './definition';
import { isVisibleTo } from '../conditions/access-rule';
import { type Values, isSet } from '../conditions/condition';
import { evaluateCondition } from '../conditions/evaluate-condition';
import { coverageRecorder } from '../context/engine-scope';
import { coverageKeys } from '../context/coverage-keys';

/** Whether a definition (e.g. a report) is shown to the session at all. */
export function isDefinitionVisible(def: Definition, ctx: EngineContext): boolean {
  return isVisibleTo(def.visibleTo, ctx.roles, ctx.segment);
}

// One pass in dependency order: a condition sees only values of fields that are themselves visible.
function visibility(def: Definition, values: Values, ctx: EngineContext): { visible: Set<string>; pruned: Values } {
  const visible = new Set<string>();
  const pruned: Values = {};
  const coverage = coverageRecorder();
  for (const f of def.visibilityOrder) {
    if (!isVisibleTo(f.visibleTo, ctx.roles, ctx.segment)) continue;
    const holds = !f.condition || evaluateCondition(f.condition, pruned);
    if (f.condition) coverage?.hit(coverageKeys.condition(f.name, holds));
    if (!holds) continue;
    visible.add(f.name);
    if (isSet(values[f.name])) pruned[f.name] = values[f.name];
  }
  return { visible, pruned };
}

/** The names of the fields that exist for these values and this session, in declaration order. */
export function visibleFieldNames(def: Definition, values: Values, ctx: EngineContext): string[] {
  const { visible } = visibility(def, values, ctx);
  return def.fields.filter((f) => visible.has(f.name)).map((f) => f.name);
}

/** The values the engine works on: set values of visible fields only, in declaration order (unknown keys dropped). */
export function visibleValues(def: Definition, values: Values, ctx: EngineContext): Values {
  const { pruned } = visibility(def, values, ctx);
  return Object.fromEntries(def.fields.filter((f) => f.name in pruned).map((f) => [f.name, pruned[f.name]]));
}
