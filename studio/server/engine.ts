// The studio server's engine: it checks and runs the portal's definitions as the server does.
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const studioEngine = createEngine(PORTAL_ENGINE_OPTIONS);
