// The SPA's engine: the browser entry with the portal's vocabulary, created once when the app first reads a form.
// Definitions come precompiled (no run-time compiler); RE2 is loaded by the list forms (spaEngine.loadPatternEngine()).
import { createEngine } from '@ombudsportalen/engine/browser';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const spaEngine = createEngine(PORTAL_ENGINE_OPTIONS);
