// The Node engine with the portal's vocabulary as one module: the build (vite-plugin-definitions) loads it through one
// tsx import, and scripts/schemas.ts runs the CLI on it.
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';

export { DefinitionError, RULE_RUNTIME_SPECIFIER, formatProblem } from '@ombudsportalen/engine';
export const scriptEngine = createEngine({ vocabulary: PORTAL_VOCABULARY });
