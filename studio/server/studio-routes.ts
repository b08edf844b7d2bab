// The studio's endpoints, each declared in schemas/api/studio.json: Fastify validates the request and serialises the
// answer with the contract (an allow-list), as for every endpoint of the portal (server/http/contract-route.ts).
import { join, relative } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ReportPayload } from '@ombudsportalen/portal/reports/report-wire';
import { ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';
import { contractRoute } from '../../server/http/contract-route.js';
import { BODY_LIMITS } from '../../server/http/input-bounds.js';
import { reportingReference } from '../../server/reports/index.js';
import type { DemoDatabase } from './demo-database.js';
import { commitDefinition, readMetaSchemas, saveDefinition } from './definition-file.js';
import { createStudioApi } from './studio-api.js';
import { startChoice, studioContext } from './studio-context.js';

export interface StudioRouteOptions extends Record<string, unknown> {
  /** The folder the studio shows and writes (STUDIO_SCHEMAS_DIR). */
  schemasDir: string;
  /** The repository root: file names in answers are relative to it. */
  root: string;
  demo: DemoDatabase;
}

/** The prefix every studio endpoint's path starts with (schemas/api/studio.json). */
export const STUDIO_API_PREFIX = '/studio-api';

export const studioRoutes: FastifyPluginAsync<StudioRouteOptions> = async (app, { schemasDir, root, demo }) => {
  const api = createStudioApi(schemasDir, root, demo);
  // The answers follow the files on disk: never from a cache.
  app.addHook('onSend', async (_request, reply) => { void reply.header('cache-control', 'no-store'); });

  contractRoute(app, 'studioSetup', {}, async () => ({ files: api.files(), roles: [...ALL_ROLES], segments: [...SEGMENTS], ...startChoice('1001', demo.dayAfterData) }));
  contractRoute(app, 'studioDefinition', {}, async (request) => api.definition(request.query.file));
  contractRoute(app, 'studioReference', {}, async () => reportingReference(demo.reporting)); // issue 24: game codes, views and column types
  contractRoute(app, 'studioMeta', {}, async () => readMetaSchemas(schemasDir)); // the editor is generated from the meta-schema

  contractRoute(app, 'studioRun', { bodyLimit: BODY_LIMITS.report }, async (request) => {
    const { file, choice, values, format } = request.body;
    return api.run(file, studioContext(choice), values, format);
  });

  contractRoute(app, 'studioReport', { bodyLimit: BODY_LIMITS.report }, async (request, reply) => {
    const { file, choice, body, format } = request.body;
    const out = await api.reportFile(file, studioContext(choice), body as ReportPayload, format, new Date());
    if (!('bytes' in out) || !out.bytes) return reply.code(out.status).send(out.json);
    return reply.type(out.contentType).header('content-disposition', `attachment; filename="${out.fileName}"`).send(out.bytes);
  });

  contractRoute(app, 'studioSave', {}, async (request, reply) => {
    const out = saveDefinition(schemasDir, request.body.json);
    if (out.status !== 200) return reply.code(out.status).send({ code: out.code, message: out.message });
    return { file: relative(root, join(schemasDir, out.file)) };
  });

  contractRoute(app, 'studioCommit', { bodyLimit: BODY_LIMITS.small }, async (request, reply) => {
    const { status, message } = await commitDefinition(schemasDir, request.body.code);
    if (status === 200) return { message };
    return reply.code(status).send({ code: status === 400 ? 'error.studio.code' : 'error.studio.commit', message });
  });
};
