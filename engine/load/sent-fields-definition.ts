import type { Definition } from '../model/definition';
import { loadDefinition } from './load-definition';

const subsets = new WeakMap<Definition, Definition>();

/**
 * The part of a definition a server validates a request with: only the fields the form sends, with their rules and
 * transforms. A field marked x-submit: false (a password repeat) is the browser's alone, so a request never carries it
 * and the server neither needs nor fakes it. Loaded once per definition.
 */
export function sentFieldsOnly(def: Definition): Definition {
  const known = subsets.get(def);
  if (known !== undefined) return known;
  const { 'x-examples': _examples, 'x-layout': _layout, ...json } = def.json;
  const properties = Object.fromEntries(Object.entries(json.properties).filter(([, field]) => field['x-submit'] !== false));
  const required = json.required?.filter((name) => name in properties);
  const subset = loadDefinition({ ...json, properties, ...(required ? { required } : {}) }, def.file);
  subsets.set(def, subset);
  return subset;
}
