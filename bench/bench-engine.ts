// The benchmarks' engine: the Node entry with the portal's vocabulary (the roles the definitions name).
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const benchEngine = createEngine(PORTAL_ENGINE_OPTIONS);
