// The benchmarks' engine: the Node entry with the portal's vocabulary (the roles the definitions name).
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';

export const benchEngine = createEngine({ vocabulary: PORTAL_VOCABULARY });
