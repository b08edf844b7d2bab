import type { Values } from '../conditions/condition';
import type { Definition } from '../model/definition';
import type { ParamEntry } from '../transforms/transform-library';

/** The parameters a form sends before transforms: visible, set fields not marked x-submit: false, in field order. */
export function collectParameters(def: Definition, visible: Values): ParamEntry[] {
  const params: ParamEntry[] = [];
  const sent = new Set<string>(); // a set, not a scan of params: linear in the number of fields
  for (const f of def.fields) {
    const value = visible[f.name];
    if (!f.submit || value === undefined) continue;
    if (sent.has(f.param)) {
      throw new Error(`${def.file}: two visible fields are sent as "${f.param}"`); // only mutually exclusive fields may share a parameter
    }
    sent.add(f.param);
    params.push({ name: f.param, values: [value as ParamEntry['values'][number]] });
  }
  return params;
}
