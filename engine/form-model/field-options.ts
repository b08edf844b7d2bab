import type { Scalar } from '../declarations.gen';
import type { EngineContext } from '../context/engine-context';
import { rolesMayUseOption } from '../context/engine-scope';
import type { Definition } from '../model/definition';

/** A choice a UI shows. */
export interface FieldOption {
  value: Scalar;
  label: string;
}

/** The options of a field this session may see: authorizedRoles restricts to their holders and ADMIN. */
export function fieldOptions(def: Definition, name: string, ctx: EngineContext): FieldOption[] {
  const field = def.byName.get(name);
  if (!field) throw new Error(`${def.file}: no field "${name}"`);
  return (field.options ?? []).filter((o) => rolesMayUseOption(o.authorizedRoles, ctx.roles)).map(({ value, label }) => ({ value, label }));
}
