// The Node engine with the portal's vocabulary as one module: the build (vite-plugin-definitions) loads it through one
// tsx import, and scripts/schemas.ts runs the CLI on it.
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export { DefinitionError, RULE_RUNTIME_SPECIFIER, formatProblem } from '@ombudsportalen/engine';
export const scriptEngine = createEngine(PORTAL_ENGINE_OPTIONS);

/** Whom the CLI's `payload` acts as by default, and the flags that set the portal's facts (--agency, --selected-agency). */
export const PORTAL_PAYLOAD_ACTOR = { roles: 'OMBMGR', segment: 'AGENCY', facts: { agency: 'agencyNumber', 'selected-agency': 'selectedAgencyNumber' } };
