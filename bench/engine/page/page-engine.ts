// The benchmark page's engine: the browser entry, as the SPA's.
import { createEngine } from '@ombudsportalen/engine/browser';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const pageEngine = createEngine(PORTAL_ENGINE_OPTIONS);
