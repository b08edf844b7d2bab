import type { Values } from '../conditions/condition';
import type { Definition } from '../model/definition';
import type { ParamEntry } from '../transforms/transform-library';

/** The parameters a form sends before transforms: visible, set fields not marked x-submit: false, in field order. */
export function collectParameters(def: Definition, visible: Values): ParamEntry[] {
  const params: ParamEntry[] = [];
  for (const f of def.fields) {
    const value = visible[f.name];
    if (!f.submit || value === undefined) continue;
    if (params.some((p) => p.name === f.param)) {
      throw new Error(`${def.file}: two visible fields are sent as "${f.param}"`); // only mutually exclusive fields may share a parameter
    }
    params.push({ name: f.param, values: [value as ParamEntry['values'][number]] });
  }
  return params;
}
