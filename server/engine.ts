// The server's engine: the Node entry (ajv at run time for template forms, RE2 for data patterns) with the portal's
// vocabulary. One instance for the process; buildApp also decorates Fastify with it (app.engine).
import { createEngine } from '@ombudsportalen/engine';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

export const serverEngine = createEngine(PORTAL_ENGINE_OPTIONS);
