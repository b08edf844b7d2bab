import type { FormModel } from '@ombudsportalen/engine/browser';
import type { FieldMessage } from './form-state';

/**
 * Server errors placed on fields: by value name, else by the parameter a visible field is sent
 * as; the rest stay form-level.
 */
export function placeServerErrors(model: FormModel, list: readonly FieldMessage[]): { byField: Map<string, string>; unplaced: string[] } {
  const byField = new Map<string, string>();
  const unplaced: string[] = [];
  for (const { field, message } of list) {
    // A parameter ("P_FOM") or a range property ("P_FOM:P_TOM") names the first visible field sent as it.
    const target = model.fields.find((f) => f.name === field) ?? model.fields.find((f) => f.param === field || f.range?.name === field);
    if (!target) unplaced.push(message);
    else if (!byField.has(target.name)) byField.set(target.name, message);
  }
  return { byField, unplaced };
}
