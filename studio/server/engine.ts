// The studio server's engine: it checks and runs the portal's definitions as the server does.
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';

export const studioEngine = createEngine({ vocabulary: PORTAL_VOCABULARY });
