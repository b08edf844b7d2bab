// The studio page's engine: it shows the portal's definitions, straight from their files.
import { type Definition, createEngine, nodeCompilers } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const studioPageEngine = createEngine(PORTAL_ENGINE_OPTIONS);

/**
 * A definition file loaded for SchemaForm, which validates with the SPA's engine (no compiler at run time): its
 * validator compiled here, as the SPA's build compiles it beforehand.
 */
export function loadForTheForm(json: unknown, file: string): Definition {
  const def = studioPageEngine.loadDefinition(json, file);
  return { ...def, validator: def.validator ?? studioPageEngine.run(() => nodeCompilers().runtime.compileValidator(def)) };
}
