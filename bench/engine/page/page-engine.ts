// The benchmark page's engine: the browser entry, as the SPA's.
import { createEngine } from '@ombudsportalen/engine/browser';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';

export const pageEngine = createEngine({ vocabulary: PORTAL_VOCABULARY });
