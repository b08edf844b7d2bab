import type { Values } from '../conditions/condition';
import { visibleValues } from '../model/visible-fields';
import type { EngineContext } from '../context/engine-context';
import type { Definition } from '../model/definition';
import { applyTransforms } from '../transforms/apply-transforms';
import { collectParameters } from './collect-parameters';

/**
 * The JSON body of a non-report form: one key per sent field (its x-param name) in field order, values keep their
 * types, transforms applied, and x-payload.nest groups fields into objects placed where their first field is.
 */
export function buildFormPayload(def: Definition, values: Values, ctx: EngineContext): Record<string, unknown> {
  const visible = visibleValues(def, values, ctx);
  const { params } = applyTransforms(def.transforms, collectParameters(def, visible), visible);
  const groupOf = new Map<string, string>();
  for (const [group, names] of Object.entries(def.payload?.nest ?? {})) for (const n of names) groupOf.set(n, group);
  const out: Record<string, unknown> = {};
  for (const p of params) {
    const group = groupOf.get(p.name);
    const value = p.list === true ? p.values : p.values[0];
    if (!group) {
      out[p.name] = value;
      continue;
    }
    const nested = (out[group] ??= {}) as Record<string, unknown>;
    nested[p.name] = value;
  }
  return out;
}
