// The studio page's engine: it shows the portal's definitions.
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';

export const studioPageEngine = createEngine({ vocabulary: PORTAL_VOCABULARY });
